import { describe, expect, it } from 'vitest';
import { chatChart, claimsChart, complaintsChart, leadsChart, monthsOf, recoveredChart, reportCell, weeksOf } from './report-charts';

const MARCH = { from: '2025-03-01', to: '2025-03-31' };

describe('the weeks and months of a period', () => {
  it('weeks start on the period’s first day, then every Monday up to its last day', () => {
    expect(weeksOf('2025-03-01', '2025-03-31')).toEqual(['2025-03-01', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    expect(weeksOf('2025-03-03', '2025-03-16')).toEqual(['2025-03-03', '2025-03-10']);
    expect(weeksOf('2025-03-05', '2025-03-05')).toEqual(['2025-03-05']);
  });

  it('months run from the first day’s month to the last day’s, over a year end', () => {
    expect(monthsOf('2024-11-15', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});

describe('what each chart draws and says', () => {
  it('leads: the five largest sources stacked, the rest as other sources, weeks with none at zero', () => {
    const sources = ['website', 'google', 'facebook', 'referral', 'bing', 'tiktok', 'radio'];
    const rows = sources.map((source, i) => ({ week: '2025-03-03', source, leads: 10 - i, withAccount: i === 0 ? 4 : 0 }));
    const { summary, chart } = leadsChart({ rows }, MARCH);
    expect(chart.series.map((s) => s.label)).toEqual([
      'website',
      'google',
      'facebook',
      'referral',
      'bing',
      'Other sources',
      'With a client account',
    ]);
    expect(chart.points).toHaveLength(6);
    expect(chart.points[0]).toMatchObject({ x: '1 Mar', s0: 0, other: 0, withAccount: 0 });
    expect(chart.points[1]).toMatchObject({ x: '3 Mar', s0: 10, s4: 6, other: 5 + 4, withAccount: 4 });
    expect(summary).toBe('49 leads in this period, 4 of them with a client account. The most came from website (10).');
    expect(leadsChart({ rows: [] }, MARCH).summary).toBe('No leads in this period.');
  });

  it('recovered: one bar per currency in whole units, the totals in words net of reversals', () => {
    const rows = [
      { month: '2025-03', currency: 'GBP', amount: '1000.50', entries: 2, reversals: 0 },
      { month: '2025-04', currency: 'GBP', amount: '-200.00', entries: 0, reversals: 1 },
      { month: '2025-04', currency: 'EUR', amount: '300.00', entries: 1, reversals: 0 },
    ];
    const { summary, chart } = recoveredChart({ rows }, { from: '2025-03-01', to: '2025-04-30' });
    expect(chart.points).toEqual([
      { x: 'Mar 2025', EUR: 0, GBP: 1000.5 },
      { x: 'Apr 2025', EUR: 300, GBP: -200 },
    ]);
    expect(summary).toBe('Recovered €300.00 and £800.50 in this period, net of 1 reversal.');
  });

  it('claims: outcomes stacked per month, and the slowest counterparty named', () => {
    const { summary, chart } = claimsChart(
      {
        rows: [
          { month: '2025-03', type: 'app_reimbursement', outcome: 'upheld', claims: 2 },
          { month: '2025-03', type: 'chargeback', outcome: 'rejected', claims: 1 },
        ],
        counterparties: [{ counterparty: 'Example Bank', decided: 2, medianDays: 41 }],
      },
      MARCH,
    );
    expect(chart.points[0]).toMatchObject({ upheld: 2, rejected: 1, partly_upheld: 0 });
    expect(summary).toBe(
      '3 claims decided in this period: 2 upheld, 1 rejected. The slowest to decide: Example Bank, a median of 41 days over 2 claims.',
    );
  });

  it('complaints and chat say their totals, and the slowest week for a first reply', () => {
    const complaints = complaintsChart(
      { rows: [{ month: '2025-03', received: 3, resolvedWithin3BusinessDays: 1, resolvedWithin8Weeks: 2, openPast8Weeks: 1 }] },
      MARCH,
    );
    expect(complaints.summary).toBe(
      '3 complaints received in this period: 1 resolved within 3 business days, 2 within 8 weeks, and 1 still open past 8 weeks.',
    );
    const chat = chatChart(
      {
        rows: [
          { week: '2025-03-03', conversations: 3, answered: 2, medianFirstReplyMinutes: 10 },
          { week: '2025-03-10', conversations: 1, answered: 1, medianFirstReplyMinutes: 90 },
          { week: '2025-03-17', conversations: 1, answered: 0, medianFirstReplyMinutes: null },
        ],
      },
      MARCH,
    );
    expect(chat.summary).toBe(
      '5 conversations started in this period, 3 answered by staff. The slowest week for a first reply: the week of 10 Mar, a median of 90 minutes.',
    );
    expect(chat.chart.points[0]).toMatchObject({ conversations: 0, medianFirstReplyMinutes: null });
  });

  it('a table cell reads in words: claim types and outcomes by label, money in its currency, no median as a dash', () => {
    expect(reportCell('claims', 'type', { type: 'section_75' })).toMatch(/Section 75/);
    expect(reportCell('claims', 'outcome', { outcome: 'partly_upheld' })).toBe('Partly upheld');
    expect(reportCell('recovered', 'amount', { amount: '1234.50', currency: 'GBP' })).toBe('£1,234.50');
    expect(reportCell('chat', 'medianFirstReplyMinutes', { medianFirstReplyMinutes: null })).toBe('—');
    expect(reportCell('leads', 'week', { week: '2025-03-31' })).toBe('31 Mar');
  });
});
