import type { Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/client';
import { routeRecorder } from './registered-routes';
import { createTestDatabase, TEST_DATA_DIR } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered, for `registeredRoutes`. */
  routes: readonly RouteOptions[];
  database: Database;
  /** Base URL of the app listening on a loopback port: tests talk real HTTP to it. */
  baseUrl: string;
  /** The server's end of the open connection whose client port is `remotePort` (none once it closed). */
  serverSocket(remotePort: number): Socket | undefined;
  close(): Promise<void>;
}

/** Starts the whole app on a fresh database and a free loopback port (or `env.PORT`). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config: Config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, ...env });
  const recorder = routeRecorder();
  const app = await buildApp({ config, database, onRoute: recorder.onRoute });
  const sockets = new Map<number, Socket>();
  app.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort ?? 0;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
  });
  try {
    await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
  } catch (error) {
    // A chosen port taken meanwhile: nothing is left behind, and the caller may try another.
    await app.close();
    await drop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    routes: recorder.routes,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    serverSocket: (remotePort) => sockets.get(remotePort),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** For a describe block or file: the app started before its tests and closed after them (fields filled in before the first test). */
export function setUpTestApp(env: Record<string, string> = {}): TestApp {
  const started = {} as TestApp;
  beforeAll(async () => {
    Object.assign(started, await startTestApp(env));
  });
  afterAll(async () => started.close?.());
  return started;
}

/** Whether the server closed its end of the connection from client port `remotePort` within `withinMs`. */
export async function serverClosed(app: Pick<TestApp, 'serverSocket'>, remotePort: number, withinMs: number): Promise<boolean> {
  const socket = app.serverSocket(remotePort);
  if (!socket) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
