import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryStatus } from '../../../../contract/accounts/accounts';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

export type ClientAccountPatch = { recoveryStatus?: RecoveryStatus; isActive?: boolean };

export async function updateClientAccount(accountId: number, patch: ClientAccountPatch): Promise<void> {
  await apiRequest('PATCH', `${CLIENT_ACCOUNTS_PATH}/${accountId}`, { body: patch, staff: true });
}

/** Changes an account's stage or active flag: the only account fields staff may set. */
export function useUpdateClientAccount(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ClientAccountPatch) => updateClientAccount(accountId, patch),
    onSuccess: () => toast({ title: 'Client Account Updated' }),
    onError: (error) => toast({ title: 'Failed to update client account', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
  });
}
