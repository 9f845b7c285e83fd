import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../testing/test-database';
import { openDatabase } from './client';

const serverUrl = process.env.DATABASE_URL;

/** A migrations folder of one migration that needs the table `held` to itself (as 0036 needs the lead table). */
function migrationsFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'recourse-migration-lock-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_note', breakpoints: true }],
    }),
  );
  writeFileSync(path.join(folder, '0000_note.sql'), 'ALTER TABLE "held" ADD COLUMN "note" text;');
  return folder;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe.skipIf(!serverUrl)('a migration that needs a table a long export is reading', () => {
  const name = `recourse_migration_lock_${process.pid}`;
  const url = serverUrl ? withDatabase(serverUrl, name) : '';

  beforeAll(async () => {
    const admin = await connect(serverUrl as string);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const setup = await connect(url);
    await setup.query('create table held (id int primary key); insert into held values (1)');
    await setup.end();
  });

  afterAll(async () => {
    const admin = await connect(serverUrl as string);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('gives way while the export reads, so requests meanwhile do not time out behind it, and runs once it ended', async () => {
    const exporter = await connect(url);
    await exporter.query('begin');
    await exporter.query('select * from held');
    const database = await openDatabase({ url, poolSize: 2 });
    const waits: number[] = [];
    let migrated = false;
    const migration = database.migrate({ folder: migrationsFolder(), onWait: (attempt) => waits.push(attempt) }).then(() => {
      migrated = true;
    });

    // Requests with the server's lock timeout (5 s) read the table for seven seconds meanwhile.
    const request = await connect(url);
    await request.query("set lock_timeout = '5s'");
    const answered: string[] = [];
    const until = Date.now() + 7_000;
    while (Date.now() < until) {
      answered.push(
        await request.query('select count(*)::int as n from held').then(
          (result) => `${result.rows[0].n}`,
          (error: Error) => error.message,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answered.filter((answer) => answer !== '1')).toEqual([]);
    expect(migrated).toBe(false);
    expect(waits.length).toBeGreaterThan(0);

    await exporter.query('commit');
    await migration;
    const columns = await request.query("select column_name from information_schema.columns where table_name = 'held' order by column_name");
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'note']);
    await Promise.all([exporter.end(), request.end(), database.close()]);
  }, 30_000);
});
