import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientAccountSchema, clientLoginToasts, type ClientAccount } from '../../../../contract/accounts/accounts';
import { dismissCurrentToast, toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { clientKeys } from './client-keys';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/client/login: the server sets the session cookie and answers the account. */
export function signInClient(input: LoginInput): Promise<ClientAccount> {
  return apiRequest('POST', '/api/client/login', { body: input, schema: clientAccountSchema });
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
