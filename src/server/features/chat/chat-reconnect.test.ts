import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { type Database, queryRows } from '../../platform/db/client';
import { type AppOnDatabase, ChatSocket, callApi, createTestStaff, HIGH_CHAT_LIMITS, signInStaff, startTwoInstances } from '../../testing';

/**
 * An instance whose LISTEN connection is cut (the database ends its backend) re-opens it and then
 * delivers what was stored meanwhile: a visitor on A misses nothing that staff on B sent, and gets
 * each message once. Only PostgreSQL has connections to cut; the embedded database is one process.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

let database: Database;
let a: AppOnDatabase;
let b: AppOnDatabase;
let closeInstances: () => Promise<void>;
let staffToken: string;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ database, a, b, close: closeInstances } = await startTwoInstances(HIGH_CHAT_LIMITS));
  const staff = await createTestStaff(database.db, { firstName: 'Sam', lastName: 'Support' });
  staffToken = await signInStaff(b.baseUrl, staff.email, staff.password);
});

afterAll(async () => {
  await closeInstances?.();
});

/** Ends every LISTEN backend on the test database (both instances'); answers how many. */
async function cutListenConnections(): Promise<number> {
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
  );
  for (const { pid } of rows) await database.db.execute(sql`select pg_terminate_backend(${pid})`);
  return rows.length;
}

async function staffSays(roomId: number, message: string): Promise<ChatMessage> {
  return (await callApi(b.baseUrl, endpoints.staffReply, { params: { id: roomId }, token: staffToken, body: { message } })).reply(201);
}

describe.skipIf(!onPostgres)('a LISTEN connection cut while messages are sent (PostgreSQL only: set DATABASE_URL)', () => {
  it('every message sent from B during the reconnects reaches the visitor on A live, once each', async () => {
    const opened = await callApi(a.baseUrl, endpoints.openRoom, {
      body: { contactInfo: { firstName: 'Vera', lastName: 'Visitor', email: 'vera.reconnect@example.com', phone: '+44 7700 900123' } },
    });
    const room = opened.reply(201);
    const visitor = await ChatSocket.visitor(a.baseUrl, room.sessionId);
    try {
      const sent: number[] = [];
      let cut = 0;
      for (let i = 0; i < 60; i += 1) {
        if (i % 15 === 5) cut += await cutListenConnections();
        sent.push((await staffSays(room.id, `reply ${i}`)).id);
      }
      expect(cut).toBeGreaterThanOrEqual(4);
      await visitor.until(() => sent.every((id) => visitor.messageIds().includes(id)), 10_000);

      // A marker after the rest: a second copy of any message would have come before it.
      const marker = await staffSays(room.id, 'marker');
      await visitor.until(() => visitor.messageIds().includes(marker.id));
      const ids = visitor.messageIds();
      expect(ids.length).toBe(new Set(ids).size);
      expect(ids.filter((id) => sent.includes(id)).sort((x, y) => x - y)).toEqual(sent);
    } finally {
      await visitor.close();
    }
  });
});
