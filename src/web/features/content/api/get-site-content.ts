import { useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '../../../../contract/content/endpoints';
import { callApi } from '../../../lib/call-api';

export const siteContentKey = [contentEndpoints.get.path] as const;

/** Everything the public page shows from the database: figures, stories, team, credentials, company. */
export function useSiteContent() {
  return useQuery({
    queryKey: siteContentKey,
    queryFn: async ({ signal }) => (await callApi(contentEndpoints.get, { signal })).body,
  });
}
