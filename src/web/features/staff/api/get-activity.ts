import { useQuery } from '@tanstack/react-query';
import { landingEndpoints } from '../../../../contract/staff/landing-endpoints';
import { callApi } from '../../../lib/call-api';

/** The signed-in member's own latest audited actions (the /home Recent Activity card). */
export function useOwnActivity(enabled: boolean) {
  return useQuery({
    queryKey: [landingEndpoints.activity.path],
    refetchOnMount: 'always',
    enabled,
    queryFn: async ({ signal }) => (await callApi(landingEndpoints.activity, { signal })).body.items,
  });
}
