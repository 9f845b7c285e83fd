import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender';

describe('the prerendered landing page (landing.html)', () => {
  const html = renderLanding();
  const footer = html.slice(html.indexOf('<footer'));

  it('sends victims to Report Fraud, Police Scotland and IC3 in its footer, never to Action Fraud', () => {
    expect(footer).toMatch(/href="https:\/\/www\.reportfraud\.police\.uk\/"[^>]*>Report Fraud \(England, Wales and Northern Ireland\)/);
    expect(footer).toContain('or call 0300 123 2040');
    expect(footer).toMatch(/href="https:\/\/www\.scotland\.police\.uk\/"[^>]*>Police Scotland/);
    expect(footer).toContain('or call 101');
    expect(footer).toMatch(/href="https:\/\/www\.ic3\.gov\/"/);
    expect(html).not.toMatch(/action(?:\s|&nbsp;|[-_])*fraud|actionfraud/i);
  });
});
