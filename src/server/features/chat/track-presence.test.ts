import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatRooms } from '../../platform/db/schema';
import { setUpTestDatabase } from '../../testing';
import { visitorsConnected } from './track-presence';

const created = setUpTestDatabase();

async function rooms(count: number, prefix: string) {
  const sessions = Array.from({ length: count }, (_, i) => `${prefix}_${i}`);
  await created.database.db.insert(chatRooms).values(sessions.map((sessionId) => ({ sessionId })));
  return sessions;
}

const seen = async (sessions: string[]) =>
  (await created.database.db.select({ seenAt: chatRooms.visitorSeenAt }).from(chatRooms).where(inArray(chatRooms.sessionId, sessions))).filter(
    (row) => row.seenAt !== null,
  ).length;

// A second connection holds a room's row lock, as a message batch does while it stores a message.
describe.skipIf(!process.env.DATABASE_URL)('refreshing connected visitors', () => {
  it('never waits for a room a message is being stored in, and leaves it to the next refresh', async () => {
    const [busy, ...others] = await rooms(3, 'busy');
    const db = created.database.db;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select id from chat_rooms where session_id = ${busy} for no key update`);
      locked();
      await released;
    });
    await isLocked;
    const outcome = await Promise.race([
      visitorsConnected(db, [busy, ...others]).then(() => 'refreshed'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 3_000)),
    ]);
    release();
    await holder;
    expect(outcome).toBe('refreshed');
    expect(await seen(others)).toBe(2);
    expect(await seen([busy])).toBe(0);
  });

  it('refreshes every room of a busy instance, however many', async () => {
    const sessions = await rooms(1_250, 'many');
    await visitorsConnected(created.database.db, sessions);
    expect(await seen(sessions)).toBe(1_250);
  });
});
