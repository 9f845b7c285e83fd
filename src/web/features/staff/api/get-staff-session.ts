import { useQuery, type QueryClient } from '@tanstack/react-query';
import { staffMemberSchema, type StaffMember } from '../../../../contract/staff/staff';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT, STAFF_SESSION_KEY } from '../../../lib/query-keys';

export function getStaffSession(signal?: AbortSignal): Promise<StaffMember> {
  return apiRequest('GET', '/api/admin/me', { signal, staff: true, schema: staffMemberSchema });
}

/** Checks the stored token (a refused one is dropped by the API client) and names who is signed in. */
export function useStaffSession(token: string | null) {
  return useQuery({
    queryKey: [...STAFF_SESSION_KEY, token],
    queryFn: ({ signal }) => getStaffSession(signal),
    enabled: token !== null,
  });
}

/** Forgets everything the signed-out staff member had loaded. */
export function dropAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_QUERY_ROOT) });
}
