import { useQuery } from '@tanstack/react-query';
import { clientAccountSchema, type ClientAccount } from '../../../../contract/accounts/accounts';
import { apiRequest } from '../../../lib/api';
import { clientKeys } from './client-keys';

export function getClientSession(signal?: AbortSignal): Promise<ClientAccount> {
  return apiRequest('GET', '/api/client/session', { signal, schema: clientAccountSchema });
}

/**
 * The signed-in client's account, from the server's session (never from browser storage). A 401
 * means no session: the page sends the visitor to /client-login.
 */
export function useClientSession() {
  return useQuery<ClientAccount>({
    queryKey: clientKeys.session,
    // Checked with the server on every visit, even when the sign-in answer is cached for display.
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getClientSession(signal),
  });
}
