import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedLeads } from '../src/server/testing';

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;
let test: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;

beforeAll(async () => {
  if (!serverUrl) return;
  test = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'recourse-backup-'));
});
afterAll(async () => {
  await test?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('backup and restore (docs/operations.md)', () => {
  it('restores a pg_dump backup into a fresh database with the same rows in every table', async () => {
    await seedLeads(test.database.db, [{}, {}, {}]);
    const backup = path.join(dir, 'recourse.dump');
    const { stdout } = await run('bash', ['scripts/backup-restore-check.sh', test.url as string, backup]);
    expect(stdout).toMatch(/restore check passed: \d+ tables, \d+ rows/);
    expect(Number(/, (\d+) rows/.exec(stdout)?.[1])).toBeGreaterThanOrEqual(3);
  });

  it('keeps the query parameters of the URL (a path in one, as sslrootcert=/etc/... has) and restores beside the live database', async () => {
    // Written as an operator writes it: the slash not escaped (URLSearchParams would write %2F).
    const url = `${test.url as string}?sslmode=disable&application_name=recourse/backup-check`;
    const { stdout } = await run('bash', ['scripts/backup-restore-check.sh', url, path.join(dir, 'with-query.dump')]);
    expect(stdout).toMatch(/restore check passed: \d+ tables, \d+ rows/);
  });

  it('restores beside the live database when the query names it too (dbname=, which wins over the path)', async () => {
    const name = new URL(test.url as string).pathname.slice(1);
    const url = `${test.url as string}?sslmode=disable&dbname=${name}`;
    const { stdout } = await run('bash', ['scripts/backup-restore-check.sh', url, path.join(dir, 'with-dbname.dump')]);
    expect(stdout).toMatch(/restore check passed: \d+ tables, \d+ rows/);
  });

  it('takes a key=value connection string too (a quoted value with spaces kept), and restores beside the live database', async () => {
    const url = new URL(test.url as string);
    const conninfo = [
      `host=${url.hostname}`,
      `port=${url.port || '5432'}`,
      `user=${decodeURIComponent(url.username)}`,
      ...(url.password ? [`password=${decodeURIComponent(url.password)}`] : []),
      `dbname=${url.pathname.slice(1)}`,
      "application_name='recourse backup check'",
    ].join(' ');
    const { stdout } = await run('bash', ['scripts/backup-restore-check.sh', conninfo, path.join(dir, 'conninfo.dump')]);
    expect(stdout).toMatch(/restore check passed: \d+ tables, \d+ rows/);
    expect(Number(/, (\d+) rows/.exec(stdout)?.[1])).toBeGreaterThanOrEqual(3);
  });

  it('leaves no backup file when the dump fails (an empty file could be taken for a backup)', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = '/recourse_no_such_database';
    const file = path.join(dir, 'failed.dump');
    const failed = await run('bash', ['scripts/backup-restore-check.sh', url.toString(), file]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 1 });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses anything else in one line, without repeating it (it may hold a password)', async () => {
    // A mistyped URL, also one with a query (its = does not make it a key=value string).
    for (const mistyped of ['postgres:s3cret@db.example/recourse', 'postgres:/u:s3cret@db.example/recourse?sslmode=require']) {
      const refused = await run('bash', ['scripts/backup-restore-check.sh', mistyped]).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 2 });
      const { stderr } = refused as { stderr: string };
      expect(stderr).toContain('must be a postgres:// URL or a key=value connection string');
      expect(stderr).not.toContain('s3cret');
    }
  });
});
