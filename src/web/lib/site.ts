import { useQuery } from '@tanstack/react-query';
import type { PublicSite } from '../../contract/content/content';
import { contentEndpoints } from '../../contract/content/endpoints';
import { fetchSite } from './fetch-site';

export const SITE_QUERY_KEY = [contentEndpoints.site.path] as const;

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
