import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The configured PostgreSQL server, or the embedded database kept under the data folder. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: path.join(path.resolve(config.DATA_DIR), 'pg') });
}
