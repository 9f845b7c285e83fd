import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createTestDatabase, TEST_DATA_DIR } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Base URL of the app listening on a loopback port: tests talk real HTTP to it. */
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the whole app on a fresh database and a free loopback port. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config: Config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, ...env });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** POSTs JSON and returns the status and parsed body. */
export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown>, headers: response.headers };
}
