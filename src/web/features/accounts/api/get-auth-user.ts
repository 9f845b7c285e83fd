import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contract/shared/auth-user';
import { apiRequest, isApiError } from '../../../lib/api';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** Who is signed in (null for nobody). */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    // The contract schema (and zod) load beside the request, outside the landing chunk.
    const [body, { authUserSchema }] = await Promise.all([
      apiRequest('GET', '/api/auth/user', { signal }),
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
    queryFn: ({ signal }) => getAuthUser(signal),
  });
}
