import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client';

/** Files a test app writes (mail without SMTP) go here, never into the working tree. */
export const TEST_DATA_DIR = path.join(tmpdir(), `recourse-test-${process.pid}`);

/**
 * A fresh, migrated database for one test file: a new database on the server named by
 * `DATABASE_URL`, dropped afterwards, or an in-memory embedded one when it is unset.
 */
export async function createTestDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const name = `recourse_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  // Seeding a test's rows on a busy shared machine may take longer than a request may: no statement or
  // lock limits here (database-faults.test.ts opens the configured pool and checks them).
  const database = await openDatabase({ url, poolSize: 10, timeouts: { connectMs: 10_000, statementMs: 0, lockMs: 0 } });
  await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** For a test file: a fresh database before its tests, dropped after them (fields filled in before the first test). */
export function setUpTestDatabase() {
  const created = {} as Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    Object.assign(created, await createTestDatabase());
  });
  afterAll(async () => created.drop?.());
  return created;
}
