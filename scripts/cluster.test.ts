import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../src/contract/chat/chat';
import { type Database, openDatabase, queryRows } from '../src/server/platform/db/client';
import {
  api,
  type AppOnDatabase,
  ChatSocket,
  createTestDatabase,
  createTestStaff,
  freePort,
  HIGH_SIGN_IN_LIMITS,
  list,
  obj,
  signInStaff,
  startAppOnDatabase,
  validAssessment,
} from '../src/server/testing';
import { type Nginx, nginxMissing, startNginx, waitForPort } from '../src/server/testing/nginx';

/**
 * Several instances behind Debian's nginx with the configuration `npm run cluster` uses
 * (scripts/cluster/nginx.conf), on one PostgreSQL: chat across instances, an instance stopping
 * mid-conversation, and a rolling restart under intake load.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMITS = {
  ...HIGH_SIGN_IN_LIMITS,
  CHAT_ROOM_RATE_LIMIT_MAX: '100000',
  CHAT_MESSAGE_RATE_LIMIT_MAX: '100000',
  INTAKE_RATE_LIMIT_MAX: '1000000',
  TRUST_PROXY: '127.0.0.1',
};
const skipReason = process.env.DATABASE_URL ? nginxMissing() : 'several instances need PostgreSQL: set DATABASE_URL';
if (skipReason) console.warn(`Tests through nginx skipped: ${skipReason}`);

let database: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (skipReason) return;
  const created = await createTestDatabase();
  database = created.database;
  url = created.url as string;
  drop = created.drop;
});
afterAll(async () => drop?.());

const portOf = (app: AppOnDatabase) => Number(new URL(app.baseUrl).port);
/** How many chat sockets an instance holds (the WebSocket server's own count). */
const socketsOn = (app: AppOnDatabase) =>
  (app.app as FastifyInstance & { websocketServer: { clients: Set<unknown> } }).websocketServer.clients.size;

describe.skipIf(skipReason)('chat through nginx, two instances', () => {
  let a: AppOnDatabase;
  let b: AppOnDatabase;
  let secondDatabase: Database;
  let nginx: Nginx;
  let staffToken: string;

  beforeAll(async () => {
    // Each instance with its own pool and LISTEN connection, as separate processes would have.
    secondDatabase = await openDatabase({ url, poolSize: 5 });
    [a, b] = await Promise.all([startAppOnDatabase(database, LIMITS), startAppOnDatabase(secondDatabase, LIMITS)]);
    nginx = await startNginx([portOf(a), portOf(b)]);
    const staff = await createTestStaff(database.db, { firstName: 'Sam', lastName: 'Support' });
    staffToken = await signInStaff(nginx.baseUrl, staff.email, staff.password);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await secondDatabase?.close();
  });

  /** A socket through nginx that landed on `on` (nginx takes turns; a socket on the other instance is closed and tried again). */
  async function socketOn(on: AppOnDatabase, open: () => Promise<ChatSocket>): Promise<ChatSocket> {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = socketsOn(on);
      const socket = await open();
      if (socketsOn(on) > before) return socket;
      await socket.close();
    }
    throw new Error('nginx never sent a socket to the instance');
  }

  async function openRoom(email: string) {
    const reply = await api(nginx.baseUrl, 'POST', '/api/chat/room', {
      body: { contactInfo: { firstName: 'Vera', lastName: 'Visitor', email, phone: '+44 7700 900123' } },
    });
    expect(reply.status, reply.text).toBe(201);
    return obj(reply) as { id: number; sessionId: string };
  }
  const visitorSays = async (sessionId: string, message: string) => {
    const reply = await api(nginx.baseUrl, 'POST', '/api/chat/message', { body: { sessionId, senderType: 'user', message } });
    expect(reply.status, reply.text).toBe(201);
    return obj(reply) as unknown as ChatMessage;
  };
  const staffSays = async (roomId: number, message: string) => {
    const reply = await api(nginx.baseUrl, 'POST', `/api/chat/admin/rooms/${roomId}/messages`, { token: staffToken, body: { message } });
    expect(reply.status, reply.text).toBe(201);
    return obj(reply) as unknown as ChatMessage;
  };

  it('a visitor on one instance and staff on the other chat live', async () => {
    const room = await openRoom('vera.live@example.com');
    const visitor = await socketOn(a, () => ChatSocket.visitor(nginx.baseUrl, room.sessionId));
    const staff = await socketOn(b, () => ChatSocket.staff(nginx.baseUrl, staffToken));
    try {
      const question = await visitorSays(room.sessionId, 'Hello, is anyone there?');
      await staff.waitFor((e) => e.type === 'new_message' && (e.message as ChatMessage).id === question.id);
      const answer = await staffSays(room.id, 'Yes, how can we help?');
      const received = await visitor.waitFor((e) => e.type === 'new_message' && (e.message as ChatMessage).id === answer.id);
      expect((received.message as ChatMessage).message).toBe('Yes, how can we help?');
    } finally {
      await Promise.all([visitor.close(), staff.close()]);
    }
  });

  it("the visitor's instance stops mid-conversation: the widget reconnects to the other and misses nothing", async () => {
    const room = await openRoom('vera.failover@example.com');
    const visitor = await socketOn(a, () => ChatSocket.visitor(nginx.baseUrl, room.sessionId));
    const staff = await socketOn(b, () => ChatSocket.staff(nginx.baseUrl, staffToken));
    try {
      const sent: number[] = [];
      for (let i = 0; i < 3; i += 1) sent.push((await staffSays(room.id, `before ${i}`)).id);
      await visitor.until(() => sent.every((id) => visitor.messageIds().includes(id)));

      // A stops as on SIGTERM; staff keep writing while the visitor is away and while it reconnects.
      const stopping = a.close();
      await visitor.waitForClose();
      for (let i = 0; i < 3; i += 1) sent.push((await staffSays(room.id, `while away ${i}`)).id);
      await stopping;
      // As the widget does: a new socket to the same address, join, then the messages after the last one it has.
      const lastLive = Math.max(...visitor.messageIds());
      await visitor.reconnect(nginx.baseUrl);
      visitor.send({ type: 'join_room', sessionId: room.sessionId });
      await visitor.until(() => visitor.events.filter((e) => e.type === 'joined').length === 2);
      expect(socketsOn(b)).toBeGreaterThanOrEqual(2);
      sent.push((await staffSays(room.id, 'after the reconnect')).id);
      const caughtUp = list<ChatMessage>(
        await api(nginx.baseUrl, 'GET', `/api/chat/room/${encodeURIComponent(room.sessionId)}/messages?after=${lastLive}`),
      );
      await visitor.until(() => visitor.messageIds().includes(sent[sent.length - 1]));
      const seen = new Set([...visitor.messageIds(), ...caughtUp.map((m) => m.id)]);
      expect(sent.filter((id) => !seen.has(id))).toEqual([]);
    } finally {
      await Promise.all([visitor.close(), staff.close()]);
    }
  });
});

/** One server as `npm run serve` runs it, in its own process. */
interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** SIGTERM, then resolves when the process has exited (with its code). */
  stop(): Promise<number | null>;
}

async function startServerProcess(port: number, dataDir: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...LIMITS,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '5',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'a long enough admin password',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForPort(port, 30_000);
    for (;;) {
      const ready = await api(`http://127.0.0.1:${port}`, 'GET', '/readyz').catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server on ${port} did not start: ${String(error)}\n${stderr}`);
  }
  return {
    port,
    child,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe.skipIf(skipReason)('a rolling restart behind nginx under intake load', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recourse-cluster-'));
  let nginx: Nginx;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => (s.child.exitCode === null ? s.stop() : null)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM one, start it, then the other: every request answered 201 and every 201 stored', async () => {
    const ports = [await freePort(), await freePort()];
    servers[0] = await startServerProcess(ports[0], dataDir);
    servers[1] = await startServerProcess(ports[1], dataDir);
    nginx = await startNginx(ports);

    // Steady load: 6 clients, each sending one assessment after another through nginx.
    const answers: { status: number; id: number | null; error?: string }[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        // As the form sends it: a sending retried by nginx is answered with the assessment it stored.
        const body = validAssessment({ sendingId: crypto.randomUUID() });
        const reply = await api(nginx.baseUrl, 'POST', '/api/client-submissions', { body }).catch((error: unknown) => ({
          status: 0,
          json: null,
          text: String(error),
        }));
        const id = reply.status === 201 ? Number((reply.json as { id: number }).id) : null;
        answers.push({ status: reply.status, id, ...(reply.status === 201 ? {} : { error: reply.text.slice(0, 200) }) });
      }
    };
    const load = Array.from({ length: 6 }, client);
    const answered = () => answers.length;

    const settle = async () => {
      const from = answered();
      while (answered() < from + 30) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await settle();
      for (const which of [0, 1]) {
        const before = answered();
        expect(await servers[which].stop()).toBe(0);
        servers[which] = await startServerProcess(ports[which], dataDir);
        expect(answered()).toBeGreaterThan(before);
        await settle();
      }
    } finally {
      loading = false;
      await Promise.all(load);
    }

    const failed = answers.filter((a) => a.status !== 201);
    expect(failed).toEqual([]);
    const ids = answers.map((a) => a.id as number);
    const stored = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from client_submissions where id = any(${sql.param(ids)}::int[])`,
    );
    expect(stored[0].n).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(100);
  }, 120_000);
});
