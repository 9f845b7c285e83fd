import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountToasts, clientAccountSchema, type CreateClientAccountInput } from '../../../../contract/accounts/accounts';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { clientAccountHref } from '../lib/client-account-link';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

const responseSchema = z.object({ message: z.string(), account: clientAccountSchema });

export function createClientAccount(input: CreateClientAccountInput) {
  return apiRequest('POST', CLIENT_ACCOUNTS_PATH, { body: input, staff: true, schema: responseSchema });
}

/** Creates the client account for a lead, or updates the one that already has this email. */
export function useCreateClientAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientAccount,
    onSuccess: (result) =>
      toast({
        title: /updated/i.test(result.message) ? accountToasts.updated : accountToasts.created,
        description: result.message,
        link: { label: accountToasts.open, href: clientAccountHref(result.account.id) },
      }),
    onError: (error) => toast({ title: serverMessage(error) ?? accountToasts.failed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
  });
}
