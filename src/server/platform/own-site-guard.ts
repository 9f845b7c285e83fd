import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { startedByAnotherSite } from './site-origin';

/**
 * A preHandler for a POST that a signed-in person's own page must have started (their password, their
 * sessions): refused with 403 when the browser says another site (a sibling subdomain too) sent it
 * (`Sec-Fetch-Site`), or, from a browser too old to say, when its `Origin` is not this site's (startedByAnotherSite). A request
 * with neither header is no browser page acting on someone's cookie, and goes through. The session
 * cookie's SameSite=Lax already keeps other sites' forms out; this holds even if it did not.
 */
export function ownSiteOnly(siteOrigin: string | null, refusedMessage: string) {
  return async (request: FastifyRequest) => {
    if (startedByAnotherSite(request, siteOrigin)) throw new HttpError(403, refusedMessage);
  };
}
