// PostgreSQL, or the embedded database, and how long the server waits on it.
import { z } from 'zod';
import { nonNegativeInt, positiveInt, setting } from './setting';

export const databaseSettings = {
  DATABASE_URL: setting(
    'database',
    'The `postgres://` URL of the PostgreSQL server; unset, the embedded database under `DATA_DIR` is used.',
    z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must start with postgres://'),
    { example: 'postgres://postgres@127.0.0.1:5432/recourse' },
  ),
  DATABASE_POOL_SIZE: setting('database', 'Connections each instance keeps to PostgreSQL.', positiveInt(20)),
  DATABASE_CONNECT_TIMEOUT_MS: setting(
    'database',
    'Connecting to PostgreSQL, or waiting for a free pooled connection, gives up after this many milliseconds (the request answers 503).',
    positiveInt(2_000),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: setting(
    'database',
    'PostgreSQL cancels a statement running longer than this many milliseconds (`0`: no limit; migrations have none).',
    nonNegativeInt(15_000),
  ),
  DATABASE_LOCK_TIMEOUT_MS: setting(
    'database',
    'PostgreSQL gives up waiting for a lock after this many milliseconds (`0`: no limit).',
    nonNegativeInt(5_000),
  ),
  DATABASE_STALL_CHECK_MS: setting(
    'database',
    'A query unanswered this many milliseconds makes the instance check that PostgreSQL still answers, and answer 503 if it does not (`0`: no check).',
    nonNegativeInt(1_500),
  ),
  SEARCH_INDEX_CLEAN_MS: setting(
    'database',
    "How often, in milliseconds, each instance moves new leads' entries into the lead search index (`0`: the insert that fills its pending list does it).",
    nonNegativeInt(100),
  ),
  DATA_DIR: setting(
    'database',
    'Where the embedded database keeps its files, and emails are written without `SMTP_URL`.',
    z.string().default('./data'),
  ),
};
