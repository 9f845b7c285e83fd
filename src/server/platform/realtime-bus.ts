import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';

/**
 * Events that cross instances through PostgreSQL LISTEN/NOTIFY (decision 010). Publishing inside a
 * transaction sends the event when, and only when, it commits. `decode` turns a payload back into
 * an event (it may read the database, e.g. for an event too big for a NOTIFY).
 *
 * NOTIFYs sent while this instance's LISTEN connection is being re-opened never reach it:
 * `catchUp` is called once the connection listens again and answers the events missed meanwhile
 * (read from the database), which are handed to the listeners like any other.
 */
export function createRealtimeBus<Event>(
  database: Database,
  channel: string,
  decode: (payload: string) => Promise<Event | null>,
  options: { catchUp?: () => Promise<Event[]>; onError?: (error: unknown) => void } = {},
) {
  const listeners = new Set<(event: Event) => void>();

  const hand = (event: Event) => {
    for (const listener of listeners) listener(event);
  };

  async function receive(payload: string) {
    const event = await decode(payload);
    if (event !== null) hand(event);
  }

  async function catchUp() {
    if (!options.catchUp) return;
    for (const event of await options.catchUp()) hand(event);
  }

  return {
    channel,
    async publish(payload: string, tx: Db = database.db): Promise<void> {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    /**
     * An event this instance itself published, handed to its own listeners at once instead of after
     * its NOTIFY's round trip through the database. `decode` must then answer null for that NOTIFY.
     */
    handHere: hand,
    subscribe(listener: (event: Event) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts receiving every instance's events; answers the function that stops it. */
    start: () =>
      database.listen(
        channel,
        (payload) => void receive(payload).catch((error: unknown) => options.onError?.(error)),
        () => void catchUp().catch((error: unknown) => options.onError?.(error)),
      ),
  };
}

export type RealtimeBus<Event> = ReturnType<typeof createRealtimeBus<Event>>;
