import { and, desc, eq, lt } from 'drizzle-orm';
import type { Payout, PayoutStatus } from '../../../../contract/accounts/payouts';
import { STAFF_LIST_PAGE_SIZE } from '../../../../contract/shared/fields';
import type { Db } from '../../../platform/db/client';
import { payoutRequests as payouts } from '../../../platform/db/schema';
import { clientView, selectPayouts, staffView } from './payout-rows';

/** The client's own requests, newest first. */
export async function listClientPayouts(db: Db, accountId: number): Promise<Payout[]> {
  return (await selectPayouts(db).where(eq(payouts.clientAccountId, accountId)).orderBy(desc(payouts.id))).map(clientView);
}

/** A page of requests, newest first: of one status or every one, older than the id `before` when given. */
export async function listStaffPayouts(db: Db, { status, before }: { status: PayoutStatus | null; before?: number }): Promise<Payout[]> {
  return staffView(
    db,
    await selectPayouts(db)
      .where(and(status ? eq(payouts.status, status) : undefined, before ? lt(payouts.id, before) : undefined))
      .orderBy(desc(payouts.id))
      .limit(STAFF_LIST_PAGE_SIZE),
  );
}
