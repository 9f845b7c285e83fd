import type { PublicSite } from '../../contract/content/content';
import { apiRequest } from './api';

/** GET /api/site, checked against the contract; the schema (and zod) load beside the request, outside the landing chunk. */
export async function fetchSite(signal?: AbortSignal): Promise<PublicSite> {
  const [body, { publicSiteSchema }] = await Promise.all([apiRequest('GET', '/api/site', { signal }), import('../../contract/content/content')]);
  return publicSiteSchema.parse(body);
}
