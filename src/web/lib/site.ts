import { useQuery } from '@tanstack/react-query';
import type { PublicSite } from '../../contract/content/content';
import { apiRequest } from './api';

export const SITE_QUERY_KEY = ['/api/site'] as const;

async function fetchSite(signal: AbortSignal): Promise<PublicSite> {
  // The contract schema (and zod) load in parallel with the request, outside the landing chunk.
  const [body, { publicSiteSchema }] = await Promise.all([apiRequest('GET', '/api/site', { signal }), import('../../contract/content/content')]);
  return publicSiteSchema.parse(body);
}

/**
 * The operator's public content and settings. While it loads, or if it fails, `data` is undefined:
 * the page still renders its shell and forms, and content sections stay hidden.
 */
export function useSite() {
  return useQuery<PublicSite>({
    queryKey: SITE_QUERY_KEY,
    queryFn: ({ signal }) => fetchSite(signal),
  });
}
