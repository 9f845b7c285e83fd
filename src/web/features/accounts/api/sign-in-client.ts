import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientLoginToasts, type ClientAccount } from '../../../../contract/accounts/accounts';
import { clientAccountEndpoints } from '../../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { dismissCurrentToast, toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { clientKeys } from './client-keys';

/** The server sets the session cookie and answers the account. */
export async function signInClient(input: BodyOf<typeof clientAccountEndpoints.signIn>): Promise<ClientAccount> {
  return (await callApi(clientAccountEndpoints.signIn, { body: input })).body;
}

export function useSignInClient(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInClient,
    onSuccess: (account) => {
      // A new session: drop anything cached for a previous one, keep the account for display only.
      queryClient.removeQueries({ queryKey: [CLIENT_QUERY_ROOT] });
      queryClient.setQueryData(clientKeys.session, account);
      // An earlier 'Login Failed' no longer holds.
      dismissCurrentToast();
      onSignedIn();
    },
    onError: (error) =>
      toast({
        title: clientLoginToasts.failed.title,
        description: serverMessage(error) ?? clientLoginToasts.failed.fallback,
        variant: 'destructive',
      }),
  });
}
