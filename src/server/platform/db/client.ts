import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Readable } from 'node:stream';
import * as schema from './schema';
import { watchPoolForStalls } from './stall-watch';
import { databaseErrorOf } from './unavailable';
import { copyOutPostgres } from './copy-streams';
import { listenPostgres } from './listen-postgres';

export { type CopyIn, copyInOf, inlineParams } from './copy-streams';

import type { Db } from './db';

export type { Db } from './db';

/** The rows of a raw SQL statement, typed by the caller (both drivers answer `{ rows }`). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` for a statement that runs many times a second with the same text (a batch of new leads,
 * the limits' counters): PostgreSQL parses and plans it once per connection, not on every run, which
 * is a tenth of an intake batch's time (measured). Its name is a digest of its text, so two statements
 * never share one. Run through the same driver session as `queryRows`, so rows come back alike.
 */
export async function preparedRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `r${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

export interface MigrateOptions {
  /** The migrations to apply (drizzle/ by default). */
  folder?: string;
  onWait?: (attempt: number) => void;
}

/**
 * How long a migration waits for a table's lock before it gives way. Requests that arrive meanwhile queue
 * behind it, so it is well under their own lock timeout (DATABASE_LOCK_TIMEOUT_MS, 5 s): a migration
 * waiting for a long export holds them up two seconds at a time, and none of them fails for it.
 */
const MIGRATION_LOCK_WAIT_MS = 2_000;
const MIGRATION_RETRY_MS = 3_000;
const LOCK_NOT_AVAILABLE = '55P03';

export interface Database {
  db: Db;
  kind: 'postgres' | 'embedded';
  /**
   * Brings the schema up to date; safe when several instances start at once. A migration that cannot have a
   * table's lock at once (an export reads it, say) gives way and tries again: `onWait` is told each time.
   */
  migrate(options?: MigrateOptions): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with every NOTIFY payload on `channel`, from any instance on this database.
   * A lost connection is re-established; `onReconnect` then lets the caller catch up on what it missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only (undefined on the embedded database): the output of `COPY (query) TO STDOUT
   * WITH (options)` as a stream, on a pooled connection of its own, without a statement time-out
   * (the stream's reader sets the pace). Destroying the stream ends the statement and that connection.
   */
  copyOut?(query: { sql: string; params: unknown[] }, options: string): Promise<Readable>;
  close(): Promise<void>;
}

/** How long a PostgreSQL connection, statement and lock wait may take (ms); 0 is no limit. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
  /**
   * A query with no answer for this long makes the pool check, on a new connection, that the server
   * still answers; when it does not (within `connectMs`), the waiting connections are cut (stall-watch.ts).
   * 0: no check. Default 1500.
   */
  stallMs?: number;
  /**
   * How often the LISTEN connection is asked to answer; one that does not within `connectMs` (a
   * network path that silently dropped it) is replaced, and the events missed are caught up. Default 10000.
   */
  listenCheckMs?: number;
}

export const DEFAULT_STALL_MS = 1_500;
const DEFAULT_LISTEN_CHECK_MS = 10_000;

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 15_000, lockMs: 5_000, stallMs: DEFAULT_STALL_MS };

export type DatabaseOptions = { url: string; poolSize?: number; timeouts?: DatabaseTimeouts } | { dataDir: string | null /* null: in memory */ };

/**
 * The generated migrations (drizzle-kit's `drizzle/` at the project root), found by walking up from
 * wherever this module runs: the source, a build or a bundle.
 */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The migrations folder drizzle/ was not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
// Any constant shared by every instance: serialises migrations on one PostgreSQL server.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url, options.poolSize ?? 20, options.timeouts ?? DEFAULT_TIMEOUTS) : openEmbedded(options.dataDir);
}

function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts): Database {
  // A server that does not answer fails a request in seconds instead of holding it: connecting (and
  // waiting for a free pooled connection) is bounded here, statements and lock waits by the server.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Not pg's 10 s: under an uneven load connections closed after 10 idle seconds are reopened at the
    // next burst, and each reopening (a server process forked) stalled chat delivery by ~100 ms.
    idleTimeoutMillis: 300_000,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
  });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => {});
  // ... and a frozen server (alive, never answering) must not hold a request that has a connection.
  const stallMs = timeouts.stallMs ?? DEFAULT_STALL_MS;
  const watch = stallMs > 0 ? watchPoolForStalls(pool, url, { stallMs, probeTimeoutMs: timeouts.connectMs }) : null;
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(options = {}) {
      const client = await pool.connect();
      try {
        // Migrations may build indexes over big tables, and wait for another instance's migration.
        await client.query('set statement_timeout = 0');
        await client.query('set lock_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await client.query(`set lock_timeout = ${MIGRATION_LOCK_WAIT_MS}`);
        // All pending migrations run in one transaction: one that gave way left nothing behind.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.folder ?? migrationsFolder() });
            break;
          } catch (error) {
            if (databaseErrorOf(error)?.code !== LOCK_NOT_AVAILABLE) throw error;
            options.onWait?.(attempt);
            await new Promise((resolve) => setTimeout(resolve, MIGRATION_RETRY_MS));
          }
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onMessage, onReconnect) =>
      listenPostgres(
        url,
        { connectMs: timeouts.connectMs, checkMs: timeouts.listenCheckMs ?? DEFAULT_LISTEN_CHECK_MS },
        channel,
        onMessage,
        onReconnect,
      ),
    copyOut: (query, options) => copyOutPostgres(pool, query, options),
    async close() {
      watch?.stop();
      await pool.end();
    },
  };
}

async function openEmbedded(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    async migrate(options = {}) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: options.folder ?? migrationsFolder() });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => unlisten();
    },
    close: () => client.close(),
  };
}
