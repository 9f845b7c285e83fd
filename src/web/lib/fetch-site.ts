import type { PublicSite } from '../../contract/content/content';

/**
 * The landing page's content and settings, checked against the contract. The endpoint (its schemas,
 * and zod) and the endpoints' client are imported when asked, so they stay out of the landing chunk.
 */
export async function fetchSite(signal?: AbortSignal): Promise<PublicSite> {
  const [{ contentEndpoints }, { callApi }] = await Promise.all([import('../../contract/content/endpoints'), import('./call-api')]);
  return (await callApi(contentEndpoints.site, { signal })).body;
}
