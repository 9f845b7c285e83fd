import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contract/shared/auth-user';
import { getAuthUser } from './fetch-auth-user';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** Who is signed in (null for nobody), asked of the server on every visit of the page. */
export function useAuthUser() {
  return useQuery<AuthUser | null>({
    queryKey: AUTH_USER_KEY,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getAuthUser(signal),
  });
}
