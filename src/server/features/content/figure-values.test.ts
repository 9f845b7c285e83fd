import { describe, expect, it } from 'vitest';
import { formatAmount, formatPeriod, formatRate, moneyShown } from './figure-values';

describe('a figure from our records as the page reads it', () => {
  it('names its period as briefly as is clear', () => {
    expect(formatPeriod('2001-03-01', '2001-03-31')).toBe('1 – 31 Mar 2001');
    expect(formatPeriod('2026-01-01', '2026-11-30')).toBe('1 Jan – 30 Nov 2026');
    expect(formatPeriod('2025-01-01', '2026-11-30')).toBe('1 Jan 2025 – 30 Nov 2026');
    expect(formatPeriod('2026-11-30', '2026-11-30')).toBe('30 Nov 2026');
    expect(formatPeriod('2025-01-01', null)).toBe('since 1 Jan 2025');
  });

  it('rounds money and rates down, never up', () => {
    expect(formatAmount(987_099n, 'GBP')).toBe('£9,870');
    expect(formatAmount(4_825_099n, 'GBP')).toBe('£48.2K');
    expect(formatAmount(124_999_999n, 'EUR')).toBe('€1.2M');
    expect(formatAmount(199_999_999_999n, 'USD')).toBe('$1.9B');
    expect(formatAmount(15_000_000n, 'CAD')).toBe('CA$150K');
    expect(formatRate(199, 200)).toBe('99%');
    expect(formatRate(2, 3)).toBe('66%');
    expect(formatRate(0, 4)).toBe('0%');
  });

  it('adds currencies up only at a rate staff gave, in exact arithmetic', () => {
    const totals = [
      { currency: 'EUR', amount: '2000.00' },
      { currency: 'GBP', amount: '1300.00' },
      { currency: 'USD', amount: '10.01' },
    ];
    expect(moneyShown(totals, null)).toEqual({ value: '€2,000 and £1,300 and $10' });
    expect(
      moneyShown(totals, {
        convertTo: 'GBP',
        rates: { EUR: { rate: '0.85', asOf: '2026-11-30' }, USD: { rate: '0.789999', asOf: '2026-11-29' } },
      }),
    ).toEqual({ value: '£3,007', detail: 'converted at rates of 29 Nov 2026, 30 Nov 2026' });
    expect(moneyShown(totals, { convertTo: 'GBP', rates: { EUR: { rate: '0.85', asOf: '2026-11-30' } } })).toEqual({
      value: '£3,000 and $10',
      detail: 'converted at rates of 30 Nov 2026',
    });
  });
});
