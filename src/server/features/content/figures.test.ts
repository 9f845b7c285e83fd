import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURE_HIDDEN_WHY, type RecordsFigure } from '../../../contract/content/content';
import { contentEndpoints as endpoints } from '../../../contract/content/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { auditLog, claims, recoveryLedgerEntries as ledger, siteContent } from '../../platform/db/schema';
import { api, callApi, createTestStaff, messageOf, quickClient, signInStaff, startAppWithAdmin, type TestApp } from '../../testing';
import { createSiteFigures, FIGURE_CACHE_MS } from './site-figures';

let open: TestApp;
let token: string;

// The records: six clients' ledgers and a claims register, with known totals over the first half of 2025.
const H1_2025 = { from: '2025-01-01', to: '2025-06-30' };

async function entry(accountId: number, amount: string, currency: string, receivedOn: string, reversesEntryId?: number) {
  const [row] = await open.database.db
    .insert(ledger)
    .values({ clientAccountId: accountId, amount, currency, receivedOn, reference: `REF-${accountId}-${receivedOn}-${amount}`, reversesEntryId })
    .returning({ id: ledger.id });
  return row.id;
}

/** An entry and, on `reversedOn`, its reversal. */
async function reversed(accountId: number, amount: string, currency: string, receivedOn: string, reversedOn: string) {
  const id = await entry(accountId, amount, currency, receivedOn);
  await entry(accountId, `-${amount}`, currency, reversedOn, id);
}

async function claim(accountId: number, status: string, decidedOn: string | null) {
  await open.database.db
    .insert(claims)
    .values({ clientAccountId: accountId, type: 'app_reimbursement', counterparty: 'Example Bank', status, decidedOn });
}

beforeAll(async () => {
  const started = await startAppWithAdmin({ firstName: 'Fiona', lastName: 'Figures' });
  open = started.open;
  token = started.adminToken;
  const { db } = open.database;
  const [a, b, c, d, e, f] = await Promise.all(['GBP', 'GBP', 'GBP', 'EUR', 'GBP', 'GBP'].map((currency) => quickClient(db, currency)));
  // A: 1,000.00 counted; 250.50 reversed after the period, so never counted in it.
  await entry(a.id, '1000.00', 'GBP', '2025-02-01');
  await reversed(a.id, '250.50', 'GBP', '2025-03-15', '2025-08-01');
  // B: the day before the period (out) and its last day (in).
  await entry(b.id, '500.00', 'GBP', '2024-12-31');
  await entry(b.id, '300.00', 'GBP', '2025-06-30');
  // C: recorded and reversed within the period: nothing recovered, so not a client helped.
  await reversed(c.id, '400.00', 'GBP', '2025-04-01', '2025-04-02');
  // D: in euros.
  await entry(d.id, '2000.00', 'EUR', '2025-05-05');
  // E: the day after the period.
  await entry(e.id, '700.00', 'GBP', '2025-07-01');
  // F: recorded before the period and reversed in it: the reversal belongs to the entry's own day.
  await reversed(f.id, '100.00', 'GBP', '2024-06-01', '2025-03-01');

  await claim(a.id, 'upheld', '2025-02-01');
  await claim(b.id, 'partly_upheld', '2025-03-01');
  await claim(c.id, 'rejected', '2025-06-30');
  await claim(d.id, 'rejected', '2025-07-01');
  await claim(e.id, 'upheld', '2024-12-31');
  await claim(f.id, 'withdrawn', null);
  await claim(f.id, 'filed', null);
});

afterAll(async () => {
  await open?.close();
});

type FiguresBody = BodyOf<typeof endpoints.saveSection>;
const saveFigures = (body: FiguresBody, auth: { token?: string } = { token }) =>
  callApi(open.baseUrl, endpoints.saveSection, { params: { key: 'figures' }, body, ...auth });
const siteFigures = async () => (await callApi(open.baseUrl, endpoints.site, {})).reply(200).content.figures;
const storedFigures = async () => (await callApi(open.baseUrl, endpoints.get, { token })).reply(200).figures;
const preview = (body: BodyOf<typeof endpoints.previewFigure>, auth: { token?: string } = { token }) =>
  callApi(open.baseUrl, endpoints.previewFigure, { body, ...auth });
const records = (measure: RecordsFigure['measure'], extra: Partial<BodyOf<typeof endpoints.previewFigure>> = {}) => ({
  source: 'records' as const,
  measure,
  ...H1_2025,
  ...extra,
});

describe('figures from our records', () => {
  it('count the money recovered in the period by currency: reversals subtract, days outside it do not count', async () => {
    (await saveFigures([records('recovered')])).reply(200);
    expect(await siteFigures()).toEqual([
      {
        source: 'records',
        measure: 'recovered',
        value: '€2,000 and £1,300',
        label: 'Recovered for clients',
        period: '1 Jan – 30 Jun 2025',
        example: false,
      },
    ]);
  });

  it('convert money into one currency at the rates staff give, saying so; a currency without a rate stays apart', async () => {
    const conversion = { convertTo: 'GBP' as const, rates: { EUR: { rate: '0.85', asOf: '2025-06-30' } } };
    (await saveFigures([records('recovered', { label: 'Returned to our clients', conversion })])).reply(200);
    expect(await siteFigures()).toEqual([
      expect.objectContaining({ value: '£3,000', label: 'Returned to our clients', detail: 'converted at rates of 30 Jun 2025' }),
    ]);
    (await saveFigures([records('recovered', { conversion: { convertTo: 'GBP', rates: {} } })])).reply(200);
    const [apart] = await siteFigures();
    expect(apart.value).toBe('£1,300 and €2,000');
    expect(apart.detail).toBeUndefined();
  });

  it('count the clients whose net recovery in the period is above zero', async () => {
    (await saveFigures([records('clients_helped')])).reply(200);
    expect(await siteFigures()).toEqual([
      {
        source: 'records',
        measure: 'clients_helped',
        value: '3',
        label: 'Clients we recovered money for',
        period: '1 Jan – 30 Jun 2025',
        example: false,
      },
    ]);
  });

  it('give the share of claims decided in the period that were upheld or partly upheld, with how many were decided', async () => {
    (await saveFigures([records('claims_upheld_rate')])).reply(200);
    expect(await siteFigures()).toEqual([
      {
        source: 'records',
        measure: 'claims_upheld_rate',
        value: '66%',
        label: 'Claims upheld or partly upheld',
        period: '1 Jan – 30 Jun 2025',
        detail: '2 of 3 claims decided',
        example: false,
      },
    ]);
  });

  it('count up to today without an end, and say since when', async () => {
    (await saveFigures([records('clients_helped', { from: '2025-01-01', to: undefined })])).reply(200);
    // A, B, D and E (after June 2025); C's and F's entries were reversed.
    expect(await siteFigures()).toEqual([expect.objectContaining({ value: '4', period: 'since 1 Jan 2025' })]);
    expect((await storedFigures())[0]).toMatchObject({ source: 'records', to: null });
  });

  it('are hidden on the page when their measure has nothing in the period', async () => {
    const empty = { from: '2020-01-01', to: '2020-12-31' };
    (await saveFigures([records('recovered', empty), records('clients_helped', empty), records('claims_upheld_rate', empty)])).reply(200);
    expect(await storedFigures()).toHaveLength(3);
    expect(await siteFigures()).toEqual([]);
  });

  it('refuse a period that starts or ends after today, saving nothing', async () => {
    (await saveFigures([records('recovered')])).reply(200);
    const before = await storedFigures();
    const ends = await saveFigures([records('recovered', { to: '2999-01-01' })]);
    expect(ends.status).toBe(400);
    expect(ends.json).toEqual({ message: 'Figure 1: The period cannot end after today: leave its end empty to count up to today' });
    expect((await saveFigures([records('recovered', { from: '2999-01-01', to: undefined })])).status).toBe(400);
    expect((await saveFigures([records('recovered', { from: '2025-06-30', to: '2025-01-01' })])).status).toBe(400);
    expect((await saveFigures([records('recovered', { measure: 'success_rate' } as never)])).status).toBe(400);
    // A rate dated after today would be shown as 'converted at rates of' a day still to come.
    const rateLater = await saveFigures([
      records('recovered', { conversion: { convertTo: 'GBP', rates: { EUR: { rate: '0.85', asOf: '2999-01-01' } } } }),
    ]);
    expect(rateLater.json).toEqual({ message: 'Figure 1: A rate cannot be dated after today' });
    const unknownCurrency = await saveFigures([records('recovered', { conversion: { convertTo: 'JPY' as never, rates: {} } })]);
    expect(messageOf(unknownCurrency)).toMatch(/^Figure 1: Currency must be one of /);
    expect(await storedFigures()).toEqual(before);
  });

  it('show money in a currency code the formatter does not know by its code, and still serve the page', async () => {
    const account = await quickClient(open.database.db, 'GBP');
    const id = await entry(account.id, '10.00', 'US$', '2025-03-01');
    try {
      (await saveFigures([records('recovered'), { source: 'stated', value: '14', label: 'Years', sourceNote: 'Our records' }])).reply(200);
      const shown = await siteFigures();
      expect(shown.map((figure) => figure.value)).toContain('14');
      expect(shown.find((figure) => figure.source === 'records')?.value).toContain('US$ 10');
    } finally {
      await open.database.db.delete(ledger).where(eq(ledger.id, id));
    }
  });
});

describe('stated figures', () => {
  const stated = { source: 'stated' as const, value: '14', label: 'Years in practice' };

  it('show with their source line under them', async () => {
    (await saveFigures([{ ...stated, sourceNote: 'Companies House accounts 2025' }])).reply(200);
    expect(await siteFigures()).toEqual([{ ...stated, sourceNote: 'Companies House accounts 2025', example: false }]);
  });

  it('are refused without a source line (400 naming the field), and nothing is saved', async () => {
    (await saveFigures([{ ...stated, sourceNote: 'Companies House accounts 2025' }])).reply(200);
    const before = await storedFigures();
    const audits = (await open.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'site_content'))).length;
    for (const figure of [stated, { ...stated, sourceNote: '   ' }, { value: '95%', label: 'Success rate' }]) {
      const refused = await saveFigures([records('recovered'), figure]);
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe(
        'Figure 2: A stated figure needs its source line (sourceNote), e.g. "Companies House accounts 2025", unless it is an example',
      );
    }
    expect(await storedFigures()).toEqual(before);
    expect(await open.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'site_content'))).toHaveLength(audits);
  });

  it('may go without a source when they are examples, and the page labels them so', async () => {
    (await saveFigures([{ ...stated, example: true }])).reply(200);
    expect(await siteFigures()).toEqual([{ ...stated, example: true }]);
  });

  it('stored before figures had a source read as stated without one: hidden on the page, an example still shown', async () => {
    await open.database.db
      .insert(siteContent)
      .values({
        key: 'figures',
        value: [
          { value: '95%', label: 'Success rate', example: false },
          { value: '3', label: 'Years', example: true },
        ],
      })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: {
          value: [
            { value: '95%', label: 'Success rate', example: false },
            { value: '3', label: 'Years', example: true },
          ],
        },
      });
    expect(await storedFigures()).toEqual([
      { source: 'stated', value: '95%', label: 'Success rate', sourceNote: '', example: false },
      { source: 'stated', value: '3', label: 'Years', sourceNote: '', example: true },
    ]);
    expect(await siteFigures()).toEqual([{ source: 'stated', value: '3', label: 'Years', example: true }]);
  });
});

describe('the worked-out values', () => {
  it('are kept for the hour and counted again once the figures are saved', async () => {
    const figures = [records('recovered', { from: '2023-01-01', to: '2023-12-31' })];
    const [account] = await Promise.all([quickClient(open.database.db, 'GBP')]);
    await entry(account.id, '120.00', 'GBP', '2023-05-01');
    (await saveFigures(figures)).reply(200);
    expect((await siteFigures())[0]?.value).toBe('£120');
    await entry(account.id, '80.00', 'GBP', '2023-05-02');
    // Kept: the new entry shows once the hour is out or the figures are saved again.
    expect((await siteFigures())[0]?.value).toBe('£120');
    (await saveFigures(figures)).reply(200);
    expect((await siteFigures())[0]?.value).toBe('£200');
  });

  it('are counted again after an hour', async () => {
    let clock = 1_000_000;
    const figures = createSiteFigures(open.database.db, { now: () => clock, today: () => '2026-11-30' });
    const figure = { source: 'records', measure: 'recovered', from: '2022-01-01', to: '2022-12-31', label: '', conversion: null } as const;
    const account = await quickClient(open.database.db, 'USD');
    expect(await figures.shown([figure])).toEqual([]);
    await entry(account.id, '50.00', 'USD', '2022-03-01');
    clock += FIGURE_CACHE_MS - 1;
    expect(await figures.shown([figure])).toEqual([]);
    clock += 1;
    expect(await figures.shown([figure])).toEqual([expect.objectContaining({ value: '$50', period: '1 Jan – 31 Dec 2022' })]);
  });
});

describe('POST /api/admin/content/figures/preview', () => {
  it('answers a figure from our records as the page would show it, before it is saved', async () => {
    (await saveFigures([])).reply(200);
    expect((await preview(records('claims_upheld_rate', { label: 'Claims won' }))).reply(200)).toEqual({
      figure: {
        source: 'records',
        measure: 'claims_upheld_rate',
        value: '66%',
        label: 'Claims won',
        period: '1 Jan – 30 Jun 2025',
        detail: '2 of 3 claims decided',
        example: false,
      },
      hiddenBecause: null,
    });
    expect(await storedFigures()).toEqual([]);
  });

  it('says why a figure would not show', async () => {
    expect((await preview(records('claims_upheld_rate', { from: '2020-01-01', to: '2020-01-31' }))).reply(200)).toEqual({
      figure: null,
      hiddenBecause: FIGURE_HIDDEN_WHY.claims_upheld_rate,
    });
  });

  it('refuses a period in the future or a bad body with 400, and anyone but an admin', async () => {
    expect((await preview(records('recovered', { to: '2999-12-31' }))).status).toBe(400);
    expect(
      (await api(open.baseUrl, 'POST', endpoints.previewFigure.path, { token, body: { source: 'stated', value: '1', label: 'x' } })).status,
    ).toBe(400);
    expect((await preview(records('recovered'), {})).status).toBe(401);
    const caseworker = await createTestStaff(open.database.db, { isAdmin: false });
    expect((await preview(records('recovered'), { token: await signInStaff(open.baseUrl, caseworker.email, caseworker.password) })).status).toBe(
      403,
    );
  });
});
