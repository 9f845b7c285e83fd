import { useQuery } from '@tanstack/react-query';
import { activitySchema } from '../../../../contract/staff/landing';
import { apiRequest } from '../../../lib/api';

/** The signed-in member's own latest audited actions (the /home Recent Activity card). */
export function useOwnActivity(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/auth/activity'],
    refetchOnMount: 'always',
    enabled,
    queryFn: async ({ signal }) => (await apiRequest('GET', '/api/auth/activity', { signal, schema: activitySchema })).items,
  });
}
