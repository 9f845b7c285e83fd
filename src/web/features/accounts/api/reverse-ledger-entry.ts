import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientAccountSchema } from '../../../../contract/accounts/accounts';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

export function reverseLedgerEntry(accountId: number, entryId: number, note: string) {
  return apiRequest('POST', `${CLIENT_ACCOUNTS_PATH}/${accountId}/ledger/${entryId}/reverse`, {
    body: { note },
    staff: true,
    schema: clientAccountSchema,
  });
}

/** Corrects a ledger entry with its opposite; entries are never edited or deleted. */
export function useReverseLedgerEntry(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, note }: { entryId: number; note: string }) => reverseLedgerEntry(accountId, entryId, note),
    onSuccess: () => toast({ title: 'Entry Reversed', description: 'A reversing entry was added to the ledger.' }),
    onError: (error) => toast({ title: 'Failed to reverse entry', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
  });
}
