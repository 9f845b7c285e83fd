import { and, eq } from 'drizzle-orm';
import type { ClientAccount } from '../../../contract/accounts/accounts';
import { fromCents, toCents } from '../../../contract/shared/money';
import type { Db } from '../../platform/db/client';
import { recoveryLedgerEntries as ledger } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';
import { addLedgerEntry, today } from './add-ledger-entry';
import { stageAfterReversal } from './case-stage';
import { lockAccount, openPayoutCents, readAccount } from './read-account';

/** Corrects an entry with its opposite; the balance may never fall below what is promised to open payouts. */
export async function reverseEntry(
  db: Db,
  deps: { casePrefix: string; notifier: Notifier },
  target: { accountId: number; entryId: number },
  note: string,
  staffId: number,
): Promise<ClientAccount> {
  const { accountId, entryId } = target;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const [entry] = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.id, entryId), eq(ledger.clientAccountId, accountId)));
    if (!entry) throw new HttpError(404, 'Ledger entry not found');
    if (entry.reversesEntryId) throw new HttpError(409, 'A reversing entry cannot itself be reversed');
    const [already] = await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.reversesEntryId, entryId));
    if (already) throw new HttpError(409, 'This entry has already been reversed');
    const open = await openPayoutCents(tx, accountId);
    if (toCents(account.recoveredAmount) - toCents(entry.amount) - open < 0) {
      throw new HttpError(
        409,
        open > 0
          ? 'Reversing this entry would leave less than the open payout request: reject that request first'
          : 'Reversing this entry would make the recovered balance negative',
      );
    }
    const reversal = {
      amount: fromCents(-toCents(entry.amount)),
      currency: entry.currency,
      receivedOn: today(),
      reference: entry.reference,
      note,
      reversesEntryId: entry.id,
    };
    await addLedgerEntry(tx, account, reversal, staffId);
    await stageAfterReversal(tx, deps.notifier, accountId, staffId);
    return readAccount(tx, deps.casePrefix, accountId);
  });
}
