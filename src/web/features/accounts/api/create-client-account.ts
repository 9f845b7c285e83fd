import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountToasts } from '../../../../contract/accounts/accounts';
import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { clientAccountHref } from '../lib/client-account-link';
import { clientAccountKeys } from './client-accounts-keys';

export async function createClientAccount(input: BodyOf<typeof accountEndpoints.create>) {
  return (await callApi(accountEndpoints.create, { body: input })).body;
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
