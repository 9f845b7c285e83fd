import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contract/shared/auth-user';
import { apiRequest, isApiError } from '../../../lib/api';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

async function fetchAuthUser(signal: AbortSignal): Promise<AuthUser | null> {
  try {
    // The contract schema (and zod) load beside the request, outside the landing chunk.
    const [body, { authUserSchema }] = await Promise.all([
      apiRequest('GET', '/api/auth/user', undefined, signal),
      import('../../../../contract/shared/auth-user'),
    ]);
    return authUserSchema.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in (null for nobody), asked of the server on every visit of the page. */
export function useAuthUser() {
  return useQuery<AuthUser | null>({
    queryKey: AUTH_USER_KEY,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => fetchAuthUser(signal),
  });
}

/** Ends the client's session; the header then offers Login again. */
export function useSignOutFromLanding(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/client/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(AUTH_USER_KEY, null);
      queryClient.removeQueries({ queryKey: ['/api/client'] });
      onSignedOut();
    },
  });
}
