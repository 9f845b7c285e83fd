import type { FastifyRequest } from 'fastify';

/** The site's own origin: PUBLIC_URL's, or null when it is unset (then the host a request came to is the site). */
export function siteOriginOf(publicUrl: string | undefined): string | null {
  return publicUrl ? new URL(publicUrl).origin : null;
}

/**
 * Whether `url` (an Origin or a Referer header) is a page of this site: of `siteOrigin`, or when that is
 * null (or `alsoRequestHost` is set), on the host the request came to. "null" (a sandboxed page, a
 * file), another scheme or garbage is not.
 */
export function isOwnSite(url: string, siteOrigin: string | null, requestHost: string, options: { alsoRequestHost?: boolean } = {}): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (siteOrigin && parsed.origin === siteOrigin) return true;
  return (!siteOrigin || options.alsoRequestHost === true) && parsed.host === hostAsParsed(requestHost, parsed.protocol);
}

/** A Host header written as a URL's host is (lower case, no default port), so that the two compare. */
function hostAsParsed(host: string, protocol: string): string {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return host;
  }
}

/**
 * Whether another site started this request (a link, form or script there, a sibling subdomain too):
 * a sign-out it asks for must not sign anyone out here, only our own page's Logout or an address typed
 * in. A browser too old to send Sec-Fetch-Site is judged by its Origin (a POST's) or Referer, leniently (the public address or
 * the host the request came to): a sign-out refused by mistake would leave someone signed in. With
 * neither header nothing tells, and the request is taken as our own.
 */
export function startedByAnotherSite(request: Pick<FastifyRequest, 'headers' | 'host'>, siteOrigin: string | null): boolean {
  const startedBy = request.headers['sec-fetch-site'];
  if (startedBy !== undefined) return startedBy !== 'same-origin' && startedBy !== 'none';
  const from = request.headers.origin ?? request.headers.referer;
  return from !== undefined && !isOwnSite(from, siteOrigin, request.host, { alsoRequestHost: true });
}
