import type { SQL } from 'drizzle-orm';
import type { PurgeCounts } from '../../../contract/shared/retention';
import type { Db } from '../../platform/db/client';
import { type DueRecords, idsOf, unbounded } from './due-records';

const count = async (tx: Db, query: SQL) => (await idsOf(tx, query)).length;

/** How many records of each kind a purge would delete now. */
export function countDueRecords(db: Db, due: DueRecords) {
  return db.transaction(async (tx): Promise<PurgeCounts> => {
    await unbounded(tx);
    return {
      leads: await count(tx, due.leads),
      contactMessages: await count(tx, due.contactMessages),
      chats: await count(tx, due.chats),
      clients: await count(tx, due.clients),
      complaints: await count(tx, due.complaints),
    };
  });
}
