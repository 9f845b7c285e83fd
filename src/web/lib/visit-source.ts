// Where a visit came from, read from the page's own address and referrer: no third-party script.

const KEY = 'recourse.visit-source';

export interface VisitSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
}

/**
 * Keeps the first touch of this browser: the utm_ parameters of the landing address and the other site
 * that sent the visitor, until an assessment is sent.
 */
export function rememberVisitSource(location: Location = window.location, referrer = document.referrer): void {
  try {
    if (window.localStorage.getItem(KEY)) return;
    const params = new URLSearchParams(location.search);
    const source: VisitSource = {};
    const take = (param: string, key: keyof VisitSource, max: number) => {
      const value = params.get(param)?.trim();
      if (value) source[key] = value.slice(0, max);
    };
    take('utm_source', 'utmSource', 100);
    take('utm_medium', 'utmMedium', 100);
    take('utm_campaign', 'utmCampaign', 200);
    const from = URL.canParse(referrer) ? new URL(referrer) : null;
    if (from && from.host !== location.host) source.referrer = from.origin.slice(0, 500);
    if (Object.keys(source).length) window.localStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage refused (private mode): the visit is simply not attributed.
  }
}

/** The remembered first touch, or nothing. */
export function visitSource(): VisitSource {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as VisitSource) : {};
  } catch {
    return {};
  }
}

/** Once an assessment carried it, the next visit starts afresh. */
export function forgetVisitSource(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
