import { type SQL, sql } from 'drizzle-orm';
import type { PurgeCounts, PurgeResult } from '../../../contract/shared/retention';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { dueForPurge, type RetentionSchedule } from './due-for-purge';
import { idsOf, purgeDue } from './purge-due';

export type { RetentionSchedule } from './due-for-purge';

/** One purge at a time across every instance (pg_try_advisory_xact_lock). */
const PURGE_LOCK = 0x7265_7465; // "rete"

const NOTHING = { leads: 0, contactMessages: 0, chats: 0, clients: 0, complaints: 0 };

/** How many of each kind are due, deleting nothing. */
async function countDue(tx: Db, due: Record<keyof PurgeCounts, SQL>): Promise<PurgeCounts> {
  const count = async (query: SQL) => (await idsOf(tx, query)).length;
  return {
    leads: await count(due.leads),
    contactMessages: await count(due.contactMessages),
    chats: await count(due.chats),
    clients: await count(due.clients),
    complaints: await count(due.complaints),
  };
}

/**
 * Deletes what is past its retention period (nothing is kept longer), leaving anything under a legal hold.
 * Clients go through `eraseClient`, the same erasure as an admin's, so nothing of them stays behind.
 */
export function createRetention(db: Db, options: { schedule: RetentionSchedule; eraseClient: (accountId: number) => Promise<void> }) {
  const due = dueForPurge(options.schedule);
  return {
    async run({ dryRun }: { dryRun: boolean }): Promise<PurgeResult> {
      const counts = await db.transaction(async (tx): Promise<PurgeCounts | null> => {
        const [{ locked }] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
        if (!locked) return null;
        // A first purge of years of records may run long: the request timeouts do not bind this job.
        await tx.execute(sql`set local statement_timeout = 0`);
        if (dryRun) return countDue(tx, due);
        const done = await purgeDue(tx, due, options.eraseClient);
        await recordAudit(tx, {
          actorUserId: null,
          action: 'retention.purged',
          entityType: 'retention',
          entityId: new Date().toISOString().slice(0, 10),
          after: done,
        });
        return done;
      });
      return counts === null ? { dryRun, skipped: true, counts: { ...NOTHING } } : { dryRun, skipped: false, counts };
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
