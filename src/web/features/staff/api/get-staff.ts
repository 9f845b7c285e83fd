import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema, type StaffMember } from '../../../../contract/staff/staff';
import { apiRequest } from '../../../lib/api';

const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await apiRequest('GET', '/api/admin/staff', { signal, staff: true, schema: staffListSchema })).items;
}

/** The staff a lead can be assigned to. */
export function useStaffList() {
  return useQuery({
    queryKey: ['/api/admin/staff'],
    queryFn: ({ signal }) => getStaff(signal),
  });
}
