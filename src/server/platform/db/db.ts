import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database, or a transaction on it: drizzle over either driver, with the product's tables. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
