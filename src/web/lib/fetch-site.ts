import type { PublicSite } from '../../contract/content/content';
import { callApi } from './api';

/**
 * The landing page's content and settings, checked against the contract. The endpoint (its schemas,
 * and zod) is imported when asked, so it stays out of the landing chunk.
 */
export async function fetchSite(signal?: AbortSignal): Promise<PublicSite> {
  const { contentEndpoints } = await import('../../contract/content/endpoints');
  return (await callApi(contentEndpoints.site, { signal })).body;
}
