import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';
import { useChange } from '../../../lib/use-change';

export type ClientAccountPatch = { isActive?: boolean; legalHold?: boolean; holdReason?: string };

export async function updateClientAccount(accountId: number, patch: ClientAccountPatch): Promise<void> {
  await apiRequest('PATCH', `${CLIENT_ACCOUNTS_PATH}/${accountId}`, { body: patch, staff: true });
}

/** Changes an account's recovery status, active flag or legal hold: the only account fields staff may set. */
export const useUpdateClientAccount = (accountId: number) =>
  useChange({
    call: (patch: ClientAccountPatch) => updateClientAccount(accountId, patch),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Client Account Updated' }),
    failed: (error) => ({ title: 'Failed to update client account', description: serverMessage(error) }),
  });
