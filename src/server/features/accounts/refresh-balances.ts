import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/**
 * Sets the account's recovered and transferred amounts from the ledger and the completed payouts.
 * The only writer of those two columns; call it in the transaction that changed either source.
 */
export async function refreshBalances(tx: Db, accountId: number): Promise<void> {
  await tx.execute(sql`
    update client_accounts set
      transferred_amount = t.transferred,
      recovered_amount = t.recorded - t.transferred,
      updated_at = now()
    from (select
      (select coalesce(sum(amount), 0) from recovery_ledger_entries where client_account_id = ${accountId}) as recorded,
      (select coalesce(sum(amount), 0) from withdrawal_requests where client_account_id = ${accountId} and status = 'completed') as transferred
    ) t
    where client_accounts.id = ${accountId}`);
}
