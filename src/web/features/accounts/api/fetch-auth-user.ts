import type { AuthUser } from '../../../../contract/shared/auth-user';
import { apiRequest } from '../../../lib/api';

/** Who is signed in (null for nobody). Apart from its query hook, so the landing page can ask without the query cache. */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  // The contract schema (and zod) load beside the request, outside the landing chunk.
  const [body, { signedInSchema }] = await Promise.all([
    apiRequest('GET', '/api/auth/user', { signal }),
    import('../../../../contract/shared/auth-user'),
  ]);
  return signedInSchema.parse(body);
}
