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
