import { type Database, openDatabase } from '../platform/db/client';
import { type AppOnDatabase, startAppOnDatabase } from './app-on-database';
import { HIGH_SIGN_IN_LIMITS } from './client-fixtures';
import { createTestDatabase } from './test-database';

/** Sign-in and chat limits out of the way: for tests that open many rooms and send many messages. */
export const HIGH_CHAT_LIMITS = { ...HIGH_SIGN_IN_LIMITS, CHAT_ROOM_RATE_LIMIT_MAX: '100000', CHAT_MESSAGE_RATE_LIMIT_MAX: '100000' };

/**
 * Two instances of the app on one fresh database (A and B), as several behind a load balancer. On
 * PostgreSQL B gets its own pool and its own LISTEN connection; the embedded engine lives in one
 * process, so B shares its handle. `close` closes both and drops the database.
 */
export async function startTwoInstances(
  env: Record<string, string>,
): Promise<{ database: Database; a: AppOnDatabase; b: AppOnDatabase; close(): Promise<void> }> {
  const created = await createTestDatabase();
  const a = await startAppOnDatabase(created.database, env);
  const secondDatabase = created.url ? await openDatabase({ url: created.url, poolSize: 5 }) : null;
  const b = await startAppOnDatabase(secondDatabase ?? created.database, env);
  const close = async () => {
    await b.close();
    await a.close();
    await secondDatabase?.close();
    await created.drop();
  };
  return { database: created.database, a, b, close };
}
