import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { keptByHold, serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';

export async function eraseClientAccount(accountId: number): Promise<void> {
  await callApi(accountEndpoints.erase, { params: { id: accountId } });
}

/** Erases a client (an erasure request): their account and everything held about them, the lead they came from too. */
export const useEraseClientAccount = () =>
  useChange({
    call: eraseClientAccount,
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Client erased', description: 'The account and everything held about the client were deleted.' }),
    // A legal hold says why the client is kept.
    failed: (error) => keptByHold(error, 'Client kept') ?? { title: 'Failed to erase the client', description: serverMessage(error) },
  });
