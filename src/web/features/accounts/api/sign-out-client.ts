import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientAccountEndpoints } from '../../../../contract/accounts/endpoints';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { AUTH_USER_KEY } from './get-auth-user';

export async function signOutClient(): Promise<void> {
  await callApi(clientAccountEndpoints.signOut);
}

/** Ends the client's session and forgets everything loaded for it; the caller says what follows. */
export function useSignOutClient(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutClient,
    onSuccess: () => {
      queryClient.setQueryData(AUTH_USER_KEY, null);
      queryClient.removeQueries({ queryKey: [CLIENT_QUERY_ROOT] });
      onSignedOut();
    },
    onError: () => toast({ title: 'Logout Failed', description: 'Please try again.', variant: 'destructive' }),
  });
}
