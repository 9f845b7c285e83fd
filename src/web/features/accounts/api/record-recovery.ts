import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientAccountSchema } from '../../../../contract/accounts/accounts';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

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
export function useRecordRecovery(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecoveryInput) => recordRecovery(accountId, input),
    onSuccess: () => toast({ title: 'Recovery Recorded', description: 'The ledger entry was added.' }),
    onError: (error) => toast({ title: 'Failed to record recovery', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
  });
}
