import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';

type AccountChange = NonNullable<BodyOf<typeof accountEndpoints.update>>;

export async function updateClientAccount(accountId: number, change: AccountChange): Promise<void> {
  await callApi(accountEndpoints.update, { params: { id: accountId }, body: change });
}

/** Changes an account's active flag or legal hold: the only account fields staff may set. */
export const useUpdateClientAccount = (accountId: number) =>
  useChange({
    call: (change: AccountChange) => updateClientAccount(accountId, change),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Client Account Updated' }),
    failed: (error) => ({ title: 'Failed to update client account', description: serverMessage(error) }),
  });
