import { eq } from 'drizzle-orm';
import type { PayoutBankDetails } from '../../../../contract/accounts/bank-details';
import { recordAudit } from '../../../platform/audit';
import type { SecretSealer } from '../../../platform/auth/sealed-secrets';
import type { Db } from '../../../platform/db/client';
import { payoutRequests as payouts } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http-error';
import { openBankAccount } from '../bank-account-seal';
import { PAYOUT_NOT_FOUND } from './payout-rows';

/** The whole bank account of one payout, for the admin processing it; each read is audited (never what was read). */
export async function readPayoutBankDetails(db: Db, secrets: SecretSealer, id: number, actor: { id: number }): Promise<PayoutBankDetails> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
    if (!row) throw new HttpError(404, PAYOUT_NOT_FOUND);
    const opened = openBankAccount(secrets, row.clientAccountId, row.bankDetails);
    await recordAudit(tx, { actorUserId: actor.id, action: 'withdrawal.bank_details_viewed', entityType: 'withdrawal_request', entityId: id });
    const account = opened && 'accountHolder' in opened ? opened : null;
    return {
      accountHolder: account?.accountHolder ?? null,
      sortCode: account?.sortCode ?? null,
      accountNumber: account?.accountNumber ?? null,
      iban: account?.iban ?? null,
      note: opened && 'note' in opened ? opened.note : null,
      holderMatchesClient: row.bankHolderMatches,
    };
  });
}
