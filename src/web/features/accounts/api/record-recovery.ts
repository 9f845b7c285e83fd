import { clientAccountSchema } from '../../../../contract/accounts/accounts';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';
import { useChange } from '../../../lib/use-change';

export interface RecoveryInput {
  amount: string;
  currency: string;
  receivedOn: string;
  reference: string;
  note: string;
}

export function recordRecovery(accountId: number, input: RecoveryInput) {
  return apiRequest('POST', `${CLIENT_ACCOUNTS_PATH}/${accountId}/ledger`, { body: input, staff: true, schema: clientAccountSchema });
}

/** Adds a ledger entry for money actually received; the balance follows from the ledger. */
export const useRecordRecovery = (accountId: number) =>
  useChange({
    call: (input: RecoveryInput) => recordRecovery(accountId, input),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Recovery Recorded', description: 'The ledger entry was added.' }),
    failed: (error) => ({ title: 'Failed to record recovery', description: serverMessage(error) }),
  });
