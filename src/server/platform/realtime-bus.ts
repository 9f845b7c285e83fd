import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';

/**
 * Events that cross instances through PostgreSQL LISTEN/NOTIFY (decision 010). Publishing inside a
 * transaction sends the event when, and only when, it commits. `decode` turns a payload back into
 * an event (it may read the database, e.g. for an event too big for a NOTIFY).
 */
export function createRealtimeBus<Event>(database: Database, channel: string, decode: (payload: string) => Promise<Event | null>) {
  const listeners = new Set<(event: Event) => void>();

  async function receive(payload: string) {
    const event = await decode(payload);
    if (event === null) return;
    for (const listener of listeners) listener(event);
  }

  return {
    channel,
    async publish(payload: string, tx: Db = database.db): Promise<void> {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe(listener: (event: Event) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts receiving every instance's events; answers the function that stops it. */
    start: () => database.listen(channel, (payload) => void receive(payload).catch(() => {})),
  };
}

export type RealtimeBus<Event> = ReturnType<typeof createRealtimeBus<Event>>;
