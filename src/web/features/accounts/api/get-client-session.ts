import { useQuery } from '@tanstack/react-query';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { clientAccountEndpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from './client-keys';

export async function getClientSession(signal?: AbortSignal): Promise<ClientAccount> {
  return (await callApi(clientAccountEndpoints.session, { signal })).body;
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
