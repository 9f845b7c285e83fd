import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTANT_NOTICE } from '../contract/accounts/accounts';
import { FRAUD_REPORTING_LINKS, FREE_ROUTES } from '../contract/content/links';
import { composeNotice, NOTICE_KINDS } from './platform/mail/notices';

// Action Fraud was replaced by Report Fraud on 4 December 2025 (England, Wales and Northern Ireland);
// Scotland reports to Police Scotland on 101, the US to IC3. A victim sent to the old
// service is sent to a page that no longer takes reports, so nothing a visitor, client or email reader
// sees may name it: every text they see comes from these trees (the contract's messages, the browser's
// pages, the server's mail templates, the build's scripts, the migrations' seeded rows).
const RETIRED = /action(?:\s|&nbsp;|[-_])*fraud/i;
const ROOT = path.resolve(import.meta.dirname, '../..');
const TREES = ['src', 'drizzle', 'scripts'];
const TEXT = /\.(?:[cm]?[jt]sx?|html|css|json|sql|svg|txt|md)$/;
/** Tests and their toolkits: nobody outside the project reads them (this file names the old service). */
const NOT_SHOWN = /\.test\.tsx?$|^src\/(?:server|web)\/testing\//;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(file);
    return TEXT.test(entry.name) && !NOT_SHOWN.test(file) ? [file] : [];
  });
}

describe('the reporting route victims are sent to', () => {
  it('no source of what a visitor, client or email sees names Action Fraud or links to actionfraud.police.uk', () => {
    const files = TREES.flatMap(filesUnder);
    // The scan reads the files that say where to report: it cannot pass by reading nothing.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/contract/content/links.ts',
        'src/contract/accounts/accounts.ts',
        'src/server/platform/mail/notices.ts',
        'src/web/app/landing/footer.tsx',
        'src/web/index.html',
      ]),
    );
    const naming = files.filter((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return RETIRED.test(text) || /actionfraud/i.test(text);
    });
    expect(naming).toEqual([]);
  });

  it('names Report Fraud (site and phone), Police Scotland on 101 and IC3', () => {
    expect(FRAUD_REPORTING_LINKS.map((link) => [link.label, link.url, link.phone])).toEqual([
      ['Report Fraud (England, Wales and Northern Ireland)', 'https://www.reportfraud.police.uk/', '0300 123 2040'],
      ['Police Scotland (Scotland)', 'https://www.scotland.police.uk/', '101'],
      ['IC3 (US)', 'https://www.ic3.gov/', null],
    ]);
    // The client dashboard's important notice: we never ask for money; where to report anyone who does.
    expect(IMPORTANT_NOTICE).toContain(
      'If anyone does, stop and report it (Report Fraud, reportfraud.police.uk or 0300 123 2040, in England, Wales and Northern Ireland; Police Scotland on 101 in Scotland; IC3 in the US).',
    );
    // The assessment confirmation's free routes.
    const routes = FREE_ROUTES.map((route) => `${route.title} ${route.text} ${route.url ?? ''}`).join('\n');
    for (const expected of ['https://www.reportfraud.police.uk/', '0300 123 2040', 'Police Scotland on 101', 'https://www.ic3.gov/']) {
      expect(routes).toContain(expected);
    }
  });

  it.each(NOTICE_KINDS)("every email's standing warning sends a victim to the current services (%s)", (kind) => {
    const { subject, text } = composeNotice(kind, { companyName: 'Acme Recovery', link: 'https://acme.test/x', reference: 'RC-1' });
    expect(`${subject}\n${text}`).not.toMatch(RETIRED);
    expect(text).not.toMatch(/actionfraud/i);
    expect(text).toContain(
      'stop and report it to Report Fraud (England, Wales and Northern Ireland) https://www.reportfraud.police.uk/ or 0300 123 2040',
    );
    expect(text).toContain('Police Scotland (Scotland) https://www.scotland.police.uk/ or 101');
    expect(text).toContain('IC3 (US) https://www.ic3.gov/');
  });
});
