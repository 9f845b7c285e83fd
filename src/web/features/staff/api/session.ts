import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffMemberSchema } from '../../../../contract/staff/staff';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT, adminRequest } from '../../../lib/admin-request';
import { getAdminToken, setAdminToken } from '../../../lib/admin-token';

/** Checks the stored token (a refused one is dropped by adminRequest) and names who is signed in. */
export function useStaffSession(token: string | null) {
  return useQuery({
    queryKey: [`${ADMIN_QUERY_ROOT}/me`, token],
    queryFn: async ({ signal }) => staffMemberSchema.parse(await adminRequest('GET', '/api/admin/me', undefined, signal)),
    enabled: token !== null,
  });
}

/** Forgets everything the signed-out staff member had loaded. */
export function dropAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_QUERY_ROOT) });
}

/** Revokes the token on the server, then forgets it here (even if the server could not be reached). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = getAdminToken();
      if (!token) return;
      await apiRequest('POST', '/api/admin/logout', undefined, undefined, { Authorization: `Bearer ${token}` });
    },
    onSettled: () => {
      setAdminToken(null);
      dropAdminData(queryClient);
    },
  });
}
