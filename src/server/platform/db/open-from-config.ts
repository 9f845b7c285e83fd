import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The configured PostgreSQL server, or the embedded database kept under the data folder. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        timeouts: {
          connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
          stallMs: config.DATABASE_STALL_CHECK_MS,
        },
      })
    : openDatabase({ dataDir: path.join(path.resolve(config.DATA_DIR), 'pg') });
}
