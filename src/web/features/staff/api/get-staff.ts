import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema, type StaffMember } from '../../../../contract/staff/staff';
import { adminRequest } from '../../../lib/admin-request';

const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** The staff a lead can be assigned to. */
export function useStaffList() {
  return useQuery({
    queryKey: ['/api/admin/staff'],
    queryFn: async ({ signal }): Promise<StaffMember[]> =>
      staffListSchema.parse(await adminRequest('GET', '/api/admin/staff', undefined, signal)).items,
  });
}
