import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../testing';
import { ConfigError, parseConfig } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { AMBIGUOUS_DATABASE_URL_FAILURE, databaseStartFailure, listenStartFailure, StartFailure, stepStartFailure } from './start-failure';

const serverUrl = process.env.DATABASE_URL;

/** Statements run one after another as the server's own user. */
async function admin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What starting on `url` throws, as main() reports it. */
async function startOn(url: string): Promise<unknown> {
  const config = parseConfig({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '2000' });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    return null;
  } catch (error) {
    return databaseStartFailure(config.DATABASE_URL, error);
  } finally {
    await database.close().catch(() => {});
  }
}

describe('a server that cannot start says why in one line', () => {
  it('names the database that does not exist or cannot be reached, never its password', async () => {
    const missing = await startOn('postgres://postgres:s3cret@127.0.0.1:5432/recourse_no_such_database');
    expect(missing).toBeInstanceOf(StartFailure);
    expect((missing as Error).message).toBe(
      'Cannot start: the database at 127.0.0.1:5432/recourse_no_such_database cannot be used: database "recourse_no_such_database" does not exist',
    );
    const port = await freePort();
    const refused = await startOn(`postgres://postgres:s3cret@127.0.0.1:${port}/recourse`);
    expect(refused).toBeInstanceOf(StartFailure);
    expect((refused as Error).message).toMatch(
      new RegExp(`^Cannot start: the database at 127\\.0\\.0\\.1:${port}/recourse cannot be used: .*ECONNREFUSED`),
    );
    expect(`${(missing as Error).message}${(refused as Error).message}`).not.toContain('s3cret');
  });

  it("names the host and port the driver uses: a host= or port= in the query wins over the URL's own (libpq and pg alike)", async () => {
    const missing = await startOn('postgres://postgres:s3cret@db.invalid:5432/recourse_no_such_database?host=127.0.0.1&sslmode=disable');
    expect((missing as Error).message).toBe(
      'Cannot start: the database at 127.0.0.1:5432/recourse_no_such_database cannot be used: database "recourse_no_such_database" does not exist',
    );
    const port = await freePort();
    const refused = await startOn(`postgres://postgres:s3cret@db.invalid:5999/recourse?port=${port}&host=127.0.0.1`);
    expect(refused).toBeInstanceOf(StartFailure);
    expect((refused as Error).message).toMatch(
      new RegExp(`^Cannot start: the database at 127\\.0\\.0\\.1:${port}/recourse cannot be used: .*ECONNREFUSED`),
    );
  });

  it('names the socket a host= path in the query points to, and the host pg falls back to when the URL has none (PGHOST, else localhost)', async () => {
    const missing = await startOn('postgresql:///recourse?host=/nonexistent/recourse-sockets&port=5999');
    expect(missing).toBeInstanceOf(StartFailure);
    expect((missing as Error).message).toBe(
      'Cannot start: the database recourse on socket /nonexistent/recourse-sockets/.s.PGSQL.5999 cannot be used: connect ENOENT /nonexistent/recourse-sockets/.s.PGSQL.5999',
    );
    const encoded = await startOn('postgres://postgres:s3cret@%2Fnonexistent%2Frecourse-sockets/recourse');
    expect((encoded as Error).message).toMatch(
      /^Cannot start: the database recourse on socket \/nonexistent\/recourse-sockets\/\.s\.PGSQL\.5432 cannot/,
    );
    const port = await freePort();
    const saved = process.env.PGHOST;
    try {
      delete process.env.PGHOST;
      const refused = await startOn(`postgres:///recourse?port=${port}`);
      expect((refused as Error).message).toMatch(
        new RegExp(`^Cannot start: the database at localhost:${port}/recourse cannot be used: .*ECONNREFUSED`),
      );
      process.env.PGHOST = '127.0.0.1';
      const refusedAtPgHost = await startOn(`postgres://postgres:s3cret@/recourse?port=${port}`);
      expect((refusedAtPgHost as Error).message).toMatch(
        new RegExp(`^Cannot start: the database at 127\\.0\\.0\\.1:${port}/recourse cannot be used: .*ECONNREFUSED`),
      );
    } finally {
      if (saved === undefined) delete process.env.PGHOST;
      else process.env.PGHOST = saved;
    }
  });

  it('shows nothing of a password whose / ? # or @ was not percent-encoded (the URL then splits inside it)', async () => {
    for (const url of [
      'postgres://postgres:12345/topsecret@127.0.0.1:5432/recourse',
      'postgres://postgres:p@sstopsecret/x@127.0.0.1:5432/recourse',
      'postgres://postgres:4242?topsecret@127.0.0.1:5432/recourse',
      'postgres://postgres:4242#topsecret@127.0.0.1:5432/recourse',
    ]) {
      const failure = await startOn(url);
      expect(failure).toBeInstanceOf(StartFailure);
      expect((failure as Error).message).toBe(AMBIGUOUS_DATABASE_URL_FAILURE);
      expect((failure as Error).message).not.toContain('topsecret');
    }
  });

  describe.skipIf(!serverUrl)('a database that refuses what the server asks of it', () => {
    /** A role of its own and a database of its own (owned by the server's user), gone after `use`. */
    async function withRoleAndDatabase(use: (role: string, database: string) => Promise<void>) {
      const name = `recourse_start_${randomBytes(4).toString('hex')}`;
      await admin(`create role ${name} login password 's3cret'`, `create database ${name}`);
      try {
        await use(name, name);
      } finally {
        await admin(`drop database if exists ${name} with (force)`, `drop role if exists ${name}`);
      }
    }
    const urlFor = (role: string, database: string) => {
      const url = new URL(serverUrl as string);
      url.username = role;
      url.password = 's3cret';
      url.pathname = `/${database}`;
      return url.toString();
    };
    const address = (database: string) => `${new URL(serverUrl as string).hostname}:${new URL(serverUrl as string).port || '5432'}/${database}`;

    it('says in one line that the user may not connect to the database', async () => {
      await withRoleAndDatabase(async (role, database) => {
        await admin(`revoke connect on database ${database} from public`);
        const failure = await startOn(urlFor(role, database));
        expect(failure).toBeInstanceOf(StartFailure);
        expect((failure as Error).message).toBe(
          `Cannot start: the database at ${address(database)} cannot be used: permission denied for database "${database}"`,
        );
      });
    });

    it('says in one line that the user may not create the tables (a migration refused)', async () => {
      await withRoleAndDatabase(async (role, database) => {
        const failure = await startOn(urlFor(role, database));
        expect(failure).toBeInstanceOf(StartFailure);
        // It may connect, but not create the schema the migrations are recorded in.
        expect((failure as Error).message).toBe(
          `Cannot start: the database at ${address(database)} cannot be used: permission denied for database ${database}`,
        );
        expect((failure as Error).message).not.toContain('s3cret');
      });
    });
  });

  it('says a port is taken', async () => {
    const port = await freePort();
    const first = createServer();
    await new Promise<void>((resolve) => first.listen(port, '127.0.0.1', resolve));
    try {
      const second = createServer();
      const error = await new Promise<unknown>((resolve) => {
        second.once('error', resolve);
        second.listen(port, '127.0.0.1');
      });
      expect((listenStartFailure('127.0.0.1', port, error) as Error).message).toBe(
        `Cannot start: port ${port} on 127.0.0.1 is already in use (set PORT)`,
      );
    } finally {
      first.close();
    }
  });

  it('says any other error in a step of starting in one line, with the step, its message and no secret; the stack only at LOG_LEVEL debug', () => {
    const env = { DATABASE_URL: 'postgres://recourse:p%40ss-s3cret@db.example:5432/recourse', ADMIN_PASSWORD: 'admin-s3cret-pw' };
    const bug = new TypeError(`cannot reach postgres://recourse:p@ss-s3cret@db.example:5432/recourse\nas admin-s3cret-pw`);
    const failure = stepStartFailure('creating the first admin', bug, parseConfig(env));
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toBe(
      'Cannot start: creating the first admin failed: cannot reach postgres://recourse:(secret)@db.example:5432/recourse as (secret)',
    );
    const debug = stepStartFailure('building the app', bug, parseConfig({ ...env, LOG_LEVEL: 'debug' }));
    const [line, ...stack] = (debug as Error).message.split('\n');
    expect(line).toBe('Cannot start: building the app failed: cannot reach postgres://recourse:(secret)@db.example:5432/recourse as (secret)');
    expect(stack.join('\n')).toMatch(/^TypeError: cannot reach .*\n.*\n\s+at /);
    expect((debug as Error).message).not.toMatch(/s3cret/);
    const told = new ConfigError('Invalid configuration: ADMIN_PASSWORD is not accepted');
    expect(stepStartFailure('creating the first admin', told, parseConfig(env))).toBe(told);
  });

  it('leaves any other error as it was, stack and all', () => {
    const bug = new TypeError('x is not a function');
    expect(databaseStartFailure('postgres://127.0.0.1/recourse', bug)).toBe(bug);
    expect(listenStartFailure('127.0.0.1', 1, bug)).toBe(bug);
  });

  it('leaves a statement PostgreSQL could not run (a bug in a migration) with its stack: the database is not to blame', async () => {
    const bad = await admin('create tabel oops (id int)').catch((error: unknown) => error);
    expect((bad as { code?: string }).code).toBe('42601');
    expect(databaseStartFailure(serverUrl ?? 'postgres://127.0.0.1/recourse', bad)).toBe(bad);
  });
});
