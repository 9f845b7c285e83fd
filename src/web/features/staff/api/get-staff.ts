import { useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '../../../../contract/staff/endpoints';
import type { StaffMember } from '../../../../contract/staff/staff';
import { callApi } from '../../../lib/call-api';

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await callApi(teamEndpoints.list, { signal })).body.items;
}

/** The staff a lead can be assigned to. */
export function useStaffList() {
  return useQuery({
    queryKey: [teamEndpoints.list.path],
    queryFn: ({ signal }) => getStaff(signal),
  });
}
