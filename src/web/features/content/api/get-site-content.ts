import { useQuery } from '@tanstack/react-query';
import { siteContentSchema } from '../../../../contract/content/content';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../../../lib/query-keys';

export const SITE_CONTENT_PATH = `${ADMIN_QUERY_ROOT}/content`;
export const siteContentKey = [SITE_CONTENT_PATH] as const;

export function getSiteContent(signal?: AbortSignal) {
  return apiRequest('GET', SITE_CONTENT_PATH, { signal, staff: true, schema: siteContentSchema });
}

/** Everything the public page shows from the database: figures, stories, team, credentials, company. */
export function useSiteContent() {
  return useQuery({
    queryKey: siteContentKey,
    queryFn: ({ signal }) => getSiteContent(signal),
  });
}
