import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { TEST_DATA_DIR } from './test-database';

export interface AppOnDatabase {
  app: FastifyInstance;
  baseUrl: string;
  /** Closes the app only: the database belongs to whoever opened it. */
  close(): Promise<void>;
}

/**
 * Starts one more instance of the app, with its own configuration, on a database a test
 * already has (as several instances share one database in production). Opening a database
 * is the slow part of `startTestApp` on the embedded engine, so a file needing several
 * configurations starts one test app and adds instances with this.
 */
export async function startAppOnDatabase(database: Database, env: Record<string, string> = {}): Promise<AppOnDatabase> {
  const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, ...env });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
