import { eq } from 'drizzle-orm';
import type { CreatePayout, Payout } from '../../../../contract/accounts/payouts';
import { fromCents, normaliseMoney, toCents } from '../../../../contract/shared/money';
import type { SecretSealer } from '../../../platform/auth/sealed-secrets';
import type { Db } from '../../../platform/db/client';
import { payoutRequests as payouts } from '../../../platform/db/schema';
import { databaseErrorOf } from '../../../platform/db/unavailable';
import { HttpError } from '../../../platform/http-error';
import type { AccountsService } from '../accounts-service';
import { sealedBankColumns } from '../bank-account-seal';
import { clientView, selectPayouts } from './payout-rows';

export const OPEN_PAYOUT_EXISTS = 'You already have a payout request in progress';
export const NOTHING_TO_PAY_OUT = 'There is no available balance to pay out';

const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

/** An amount the client named must be the whole available balance, written as money. */
function checkAskedAmount(amount: CreatePayout['amount'], available: number, currency: string) {
  if (amount === undefined) return;
  const asked = String(amount).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(asked) || normaliseMoney(asked) !== fromCents(available)) {
    throw new HttpError(409, `A payout is always for your full available balance of ${fromCents(available)} ${currency}`);
  }
}

/** Opens a request for the whole available balance; one open request at a time. */
export async function requestPayout(
  db: Db,
  deps: { accounts: AccountsService; secrets: SecretSealer },
  accountId: number,
  input: CreatePayout,
): Promise<Payout> {
  const { accounts, secrets } = deps;
  try {
    return await db.transaction(async (tx) => {
      const account = await accounts.lockAccount(tx, accountId);
      const open = await accounts.openPayoutCents(tx, accountId);
      if (open > 0) throw new HttpError(409, OPEN_PAYOUT_EXISTS);
      const available = toCents(account.recoveredAmount);
      if (available <= 0) throw new HttpError(409, NOTHING_TO_PAY_OUT);
      checkAskedAmount(input.amount, available, account.currency);
      const crypto = input.withdrawalMethod === 'cryptocurrency';
      // A plain note (a string `bankDetails`) is accepted and not kept: only an account given in the portal is.
      const bankAccount = !crypto && typeof input.bankDetails === 'object' ? input.bankDetails : null;
      const [created] = await tx
        .insert(payouts)
        .values({
          clientAccountId: accountId,
          amount: fromCents(available),
          currency: account.currency,
          withdrawalMethod: input.withdrawalMethod,
          cryptoType: crypto ? input.cryptoType : null,
          walletAddress: crypto ? input.walletAddress : null,
          ...(bankAccount ? sealedBankColumns(secrets, accountId, bankAccount, account) : {}),
        })
        .returning({ id: payouts.id });
      const [row] = await selectPayouts(tx).where(eq(payouts.id, created.id));
      return clientView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, OPEN_PAYOUT_EXISTS);
    throw error;
  }
}
