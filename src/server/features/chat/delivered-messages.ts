import type { ChatMessage } from '../../../contract/chat/messages';

// How far before the newest delivered message a catch-up reads, in time and in ids: a message can
// commit after later ones, but never this long after nor behind this many.
const CATCH_UP_OVERLAP_MS = 30_000;
const CATCH_UP_OVERLAP_IDS = 1000;

/**
 * The messages this instance has handed to its sockets, by id, so each is delivered once whether it
 * came by NOTIFY or by a catch-up. Times are the database's own (`createdAt`), never this host's clock.
 */
export function createDeliveredMessages() {
  const seen = new Set<number>();
  let newestAt = 0;
  let newestId = 0;
  let pruneAt = 4 * CATCH_UP_OVERLAP_IDS;
  return {
    /** The database's time and newest message id when this instance starts listening. */
    started: () => newestAt > 0,
    startAt(databaseNow: number, maxId: number) {
      newestAt = Math.max(newestAt, databaseNow);
      newestId = Math.max(newestId, maxId);
    },
    /** Where a catch-up starts reading: after this id and this time. */
    from: () => ({ afterId: Math.max(0, newestId - CATCH_UP_OVERLAP_IDS), since: new Date(newestAt - CATCH_UP_OVERLAP_MS) }),
    /**
     * True the first time a message is seen (and records it). Every message that came through the
     * database (a NOTIFY, a catch-up), first time or not, moves where the next catch-up starts.
     */
    first(message: ChatMessage): boolean {
      newestAt = Math.max(newestAt, Date.parse(message.createdAt));
      newestId = Math.max(newestId, message.id);
      return record(message.id);
    },
    /**
     * True the first time for a message this instance stored itself, delivered before its NOTIFY comes
     * back. It does not move the catch-up's start: while this instance's LISTEN connection is down, its
     * own messages must not carry the start past other instances' messages it has not had.
     */
    own: (message: ChatMessage): boolean => record(message.id),
  };

  function record(id: number): boolean {
    if (seen.has(id)) return false;
    seen.add(id);
    // Ids below any catch-up's reach are forgotten, now and then.
    if (seen.size > pruneAt) {
      for (const old of seen) if (old <= newestId - 2 * CATCH_UP_OVERLAP_IDS) seen.delete(old);
      pruneAt = Math.max(4 * CATCH_UP_OVERLAP_IDS, 2 * seen.size);
    }
    return true;
  }
}

export type DeliveredMessages = ReturnType<typeof createDeliveredMessages>;
