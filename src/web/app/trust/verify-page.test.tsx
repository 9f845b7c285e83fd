// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PublicSite, publicContentSchema, type ShownFigure } from '../../../contract/content/content';
import { createQueryClient } from '../../lib/query-client';
import PrivacyPage from './privacy-page';
import VerifyPage from './verify-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTHING_PUBLISHED = 'We have not published our company or regulator details yet.';

/** The page as a visitor sees it when /api/site answers with `company` (the shipped defaults otherwise). */
async function open(Page: () => ReactNode, company: Partial<PublicSite['content']['company']> = {}, figures: ShownFigure[] = []) {
  const site: PublicSite = {
    content: publicContentSchema.parse({ company, figures }),
    settings: {
      companyName: 'Recourse',
      partnerName: null,
      consentText: null,
      assessmentReplyHours: 24,
      mailFrom: '"Recourse" <no-reply@help.practice.example>',
      siteUrl: 'https://help.practice.example',
      retention: { leadDays: 730, contactDays: 730, chatDays: 365, clientYears: 6, complaintYears: 3 },
    },
  };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(site), { status: 200, headers: { 'content-type': 'application/json' } }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return screen.getByRole('main');
}

const labels = (main: HTMLElement) =>
  within(main)
    .queryAllByRole('term')
    .map((term) => term.textContent);

describe('/verify on a fresh install', () => {
  it('lists nothing as "Not published": one sentence says no company or regulator details are published yet', async () => {
    const main = await open(VerifyPage);
    expect(main.textContent).not.toContain('Not published');
    expect(within(main).getByText(NOTHING_PUBLISHED)).toBeTruthy();
    // What is known without the firm publishing anything: where the site is and where its email comes from.
    expect(labels(main)).toEqual(['Our website', 'Emails come from']);
    expect(main.textContent).toContain('help.practice.example');
    expect(main.textContent).not.toContain("Look us up on the regulator's register yourself");
  });
});

describe('/verify once the firm has published some details', () => {
  it('shows exactly those, and points to the register only when a regulator is named', async () => {
    const main = await open(VerifyPage, { legalName: 'Harbour Recovery Ltd', regulatorReference: 'FRN 987654', email: 'help@harbour.example' });
    expect(labels(main)).toEqual(['Legal name', 'Regulator reference', 'Our website', 'Emails come from', 'Our email']);
    expect(main.textContent).toContain('Harbour Recovery Ltd');
    expect(main.textContent).toContain('FRN 987654');
    expect(main.textContent).not.toContain('Not published');
    expect(within(main).queryByText(NOTHING_PUBLISHED)).toBeNull();
    expect(main.textContent).toContain("Look us up on the regulator's register yourself");
  });
});

describe('/verify once the home page shows figures', () => {
  it('says how each figure from our records is counted and over which period, and where each stated one comes from', async () => {
    const main = await open(VerifyPage, {}, [
      {
        source: 'records',
        measure: 'claims_upheld_rate',
        value: '66%',
        label: 'Claims upheld',
        period: '1 Jan – 30 Jun 2025',
        detail: '2 of 3 claims decided',
        example: false,
      },
      { source: 'stated', value: '14', label: 'Years in practice', sourceNote: 'Companies House accounts 2025', example: false },
    ]);
    const section = within(main).getByRole('heading', { name: 'How our figures are counted' }).closest('section') as HTMLElement;
    expect(labels(section)).toEqual(['Claims upheld: 66%', 'Years in practice: 14']);
    expect(section.textContent).toContain('From our records, 1 Jan – 30 Jun 2025.');
    expect(section.textContent).toContain('counted by the date of the decision');
    expect(section.textContent).toContain('This figure: 2 of 3 claims decided.');
    expect(section.textContent).toContain('Source: Companies House accounts 2025');
  });

  it('has no such section while the page shows no figures', async () => {
    const main = await open(VerifyPage);
    expect(within(main).queryByRole('heading', { name: 'How our figures are counted' })).toBeNull();
  });
});

describe('/privacy on a fresh install', () => {
  it('lists nothing as "Not published"', async () => {
    const main = await open(PrivacyPage);
    expect(main.textContent).not.toContain('Not published');
    expect(labels(main)).toContain('Controller');
    expect(labels(main)).not.toContain('Data protection registration');
  });
});
