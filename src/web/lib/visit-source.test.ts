// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetVisitSource, rememberVisitSource, visitSource } from './visit-source';

const at = (url: string) => new URL(url) as unknown as Location;

afterEach(() => forgetVisitSource());

describe('where a visit came from', () => {
  it("keeps the first touch's utm_ fields and the other site that sent the visitor", () => {
    rememberVisitSource(at('https://help.example/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn'), 'https://mail.example/inbox/42');
    expect(visitSource()).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn', referrer: 'https://mail.example' });
    // A later visit does not replace the first touch.
    rememberVisitSource(at('https://help.example/?utm_source=ads'), '');
    expect(visitSource().utmSource).toBe('newsletter');
  });

  it('ignores the site itself and odd values as a referrer, and remembers nothing for a plain visit', () => {
    rememberVisitSource(at('https://help.example/'), 'https://help.example/verify');
    expect(visitSource()).toEqual({});
    forgetVisitSource();
    // An odd referrer does not lose the campaign.
    rememberVisitSource(at('https://help.example/?utm_source=x'), 'not a url');
    expect(visitSource()).toEqual({ utmSource: 'x' });
  });
});
