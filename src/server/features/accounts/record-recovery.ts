import type { ClientAccount, RecordRecovery } from '../../../contract/accounts/accounts';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { addLedgerEntry, refuseFutureDate } from './add-ledger-entry';
import { lockAccount, readAccount } from './read-account';

/** Records money received for the client, with its evidence, and tells the client their account changed. */
export async function recordRecovery(
  db: Db,
  deps: { casePrefix: string; notifier: Notifier },
  accountId: number,
  input: RecordRecovery,
  staffId: number,
): Promise<ClientAccount> {
  refuseFutureDate(input.receivedOn);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    await addLedgerEntry(tx, account, { ...input, note: input.note || null }, staffId);
    await deps.notifier.toClient(tx, accountId, 'account_updated');
    return readAccount(tx, deps.casePrefix, accountId);
  });
}
