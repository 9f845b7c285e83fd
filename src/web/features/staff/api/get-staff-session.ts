import { useQuery, type QueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import type { StaffMember } from '../../../../contract/staff/staff';
import { callApi } from '../../../lib/call-api';
import { ADMIN_QUERY_ROOT, STAFF_SESSION_KEY } from '../../../lib/query-keys';

export async function getStaffSession(signal?: AbortSignal): Promise<StaffMember> {
  return (await callApi(staffEndpoints.me, { signal })).body;
}

/**
 * Checks the stored token (a refused one is dropped by the API client) and names who is signed in.
 * Asked again whenever the member comes back to the page (see the query client), so a role an admin
 * gave them meanwhile reaches an open panel; a role taken away also shows at the first refusal.
 */
export function useStaffSession(token: string | null) {
  return useQuery({
    queryKey: [...STAFF_SESSION_KEY, token],
    queryFn: ({ signal }) => getStaffSession(signal),
    enabled: token !== null,
    refetchOnWindowFocus: 'always',
  });
}

/** Forgets everything the signed-out staff member had loaded. */
export function dropAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_QUERY_ROOT) });
}
