import type { CreatePayout } from '../../../contract/accounts/payouts';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import type { AccountsService } from './accounts-service';
import { listClientPayouts, listStaffPayouts } from './payouts/list-payouts';
import { readPayoutBankDetails } from './payouts/read-payout-bank-details';
import { requestPayout } from './payouts/request-payout';
import { type PayoutChange, updatePayout } from './payouts/update-payout';

export { NOTHING_TO_PAY_OUT, OPEN_PAYOUT_EXISTS } from './payouts/request-payout';

/** Payouts: a client's request for their available balance, and staff moving it along to paid or rejected. */
export function createPayoutsService(db: Db, accounts: AccountsService, notifier: Notifier, secrets: SecretSealer) {
  return {
    request: (accountId: number, input: CreatePayout) => requestPayout(db, { accounts, secrets }, accountId, input),
    listForClient: (accountId: number) => listClientPayouts(db, accountId),
    listForStaff: (query: Parameters<typeof listStaffPayouts>[1]) => listStaffPayouts(db, query),
    update: (id: number, change: PayoutChange, actor: { id: number; isAdmin: boolean }) =>
      updatePayout(db, { accounts, notifier }, id, change, actor),
    bankDetailsFor: (id: number, actor: { id: number }) => readPayoutBankDetails(db, secrets, id, actor),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
