import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { chatPresence, chatRooms } from '../../platform/db/schema';

// Who is there, kept in the database so every instance sees it: each instance's count of staff sockets
// (refreshed by its hub's heartbeat), and when each visitor's widget was last seen connected.
const PRESENCE_FRESH_SECONDS = 45;

export async function reportStaffSockets(db: Db, instanceId: string, count: number): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ instanceId, staffSockets: count, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: chatPresence.instanceId, set: { staffSockets: count, heartbeatAt: sql`now()` } });
}

/** Whether a staff member has the panel open on any instance that reported lately. */
export async function staffOnline(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${chatPresence.staffSockets}), 0)`.mapWith(Number) })
    .from(chatPresence)
    .where(sql`${chatPresence.heartbeatAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`);
  return row.n > 0;
}

export async function forgetInstance(db: Db, instanceId: string): Promise<void> {
  await db.delete(chatPresence).where(eq(chatPresence.instanceId, instanceId));
}

/** Rooms refreshed per statement: each statement's row locks last until it commits. */
const PRESENCE_CHUNK = 200;

/**
 * A widget of these rooms' visitors is connected (to this instance): refreshed while one is. A room a
 * message is being stored in (its row locked by the message store) is skipped, and its messages never
 * wait for the refresh for longer than one small chunk: 5,000 rooms in one statement held every message
 * of the instance back for up to 300 ms. A room skipped is refreshed by the next round, well within
 * the time its visitor counts as connected.
 */
export async function visitorsConnected(db: Db, sessionIds: string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += PRESENCE_CHUNK) {
    const chunk = sessionIds.slice(start, start + PRESENCE_CHUNK);
    // The rooms locked in id order, as the message store locks a batch's rooms (store-messages.ts).
    await db.execute(sql`update chat_rooms set visitor_seen_at = now() where id in (
      select id from chat_rooms where session_id = any(${sql.param(chunk)}::text[]) order by id for no key update skip locked)`);
  }
}

/** The last widget of this room's visitor on this instance closed (another instance's refreshes it within PRESENCE_MS). */
export async function visitorLeft(db: Db, sessionId: string): Promise<void> {
  await db.update(chatRooms).set({ visitorSeenAt: null }).where(eq(chatRooms.sessionId, sessionId));
}
