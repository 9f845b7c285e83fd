import { describe, expect, it } from 'vitest';
import { isOwnSite, siteOriginOf } from './site-origin';

describe("a page of the site's own", () => {
  it('with PUBLIC_URL: only its origin (its path aside)', () => {
    const site = siteOriginOf('https://help.practice.example/recourse');
    expect(site).toBe('https://help.practice.example');
    expect(isOwnSite('https://help.practice.example/admin?tab=leads', site, '127.0.0.1:5101')).toBe(true);
    expect(isOwnSite('https://HELP.practice.example:443/', site, '127.0.0.1:5101')).toBe(true);
    for (const other of ['http://help.practice.example/', 'https://help.practice.example.evil.example/', 'http://127.0.0.1:5101/']) {
      expect(isOwnSite(other, site, '127.0.0.1:5101'), other).toBe(false);
    }
  });

  it('without it: the host the request came to, however the Host header spells it', () => {
    expect(isOwnSite('https://help.example/page', null, 'HELP.example')).toBe(true);
    expect(isOwnSite('https://help.example/page', null, 'help.example:443')).toBe(true);
    expect(isOwnSite('http://[::1]:5101/', null, '[0:0:0:0:0:0:0:1]:5101')).toBe(true);
    for (const other of ['https://help.example:8443/', 'https://evil.example/', 'null', 'file:///etc/passwd', 'not a url']) {
      expect(isOwnSite(other, null, 'help.example'), other).toBe(false);
    }
  });

  it('with PUBLIC_URL and the request host allowed too (the lenient logout check): either, nothing else', () => {
    const site = siteOriginOf('https://help.practice.example');
    const lenient = { alsoRequestHost: true };
    expect(isOwnSite('https://help.practice.example/admin', site, '127.0.0.1:5101', lenient)).toBe(true);
    expect(isOwnSite('http://127.0.0.1:5101/client-dashboard', site, '127.0.0.1:5101', lenient)).toBe(true);
    for (const other of ['https://evil.example/', 'http://127.0.0.1:5102/', 'null']) {
      expect(isOwnSite(other, site, '127.0.0.1:5101', lenient), other).toBe(false);
    }
  });
});
