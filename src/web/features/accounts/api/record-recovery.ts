import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';

type RecordedRecovery = BodyOf<typeof accountEndpoints.recordRecovery>;

export async function recordRecovery(accountId: number, input: RecordedRecovery) {
  return (await callApi(accountEndpoints.recordRecovery, { params: { id: accountId }, body: input })).body;
}

/** Adds a ledger entry for money actually received; the balance follows from the ledger. */
export const useRecordRecovery = (accountId: number) =>
  useChange({
    call: (input: RecordedRecovery) => recordRecovery(accountId, input),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Recovery Recorded', description: 'The ledger entry was added.' }),
    failed: (error) => ({ title: 'Failed to record recovery', description: serverMessage(error) }),
  });
