// How a figure from our records reads on the page: its period, its amounts and its rate, always
// rounded down, so that a figure never claims more than the records hold.
import type { FigureConversion } from '../../../contract/content/content';
import { toCents } from '../../../contract/shared/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parts(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month: MONTHS[month - 1], date };
}

/** "30 Nov 2026". */
export function formatDay(day: string): string {
  const { year, month, date } = parts(day);
  return `${date} ${month} ${year}`;
}

/** "1 – 31 Mar 2001", "1 Jan – 30 Nov 2026", "1 Jan 2025 – 30 Nov 2026"; without an end, "since 1 Jan 2025". */
export function formatPeriod(from: string, to: string | null): string {
  if (!to) return `since ${formatDay(from)}`;
  const start = parts(from);
  const end = parts(to);
  if (from === to) return formatDay(from);
  if (start.year !== end.year) return `${formatDay(from)} – ${formatDay(to)}`;
  if (start.month !== end.month) return `${start.date} ${start.month} – ${formatDay(to)}`;
  return `${start.date} – ${formatDay(to)}`;
}

const RATE_SCALE = 1_000_000n;
/** "0.85" -> 850000n (a rate has at most 6 decimals). */
function scaledRate(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole || '0') * RATE_SCALE + BigInt(fraction.slice(0, 6).padEnd(6, '0'));
}

/**
 * An amount as a headline: whole units under 10,000 ("£9,870"), then short ("£48.2K", "£1.2M"); rounded
 * down. Currencies without a symbol of their own keep their code's prefix ("CA$1.2M").
 */
export function formatAmount(cents: bigint, currency: string): string {
  const units = Number(cents / 100n);
  const compact = units >= 10_000;
  const shape: Intl.NumberFormatOptions = {
    roundingMode: 'trunc',
    minimumFractionDigits: 0,
    ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }),
  };
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, ...shape }).format(units);
  } catch {
    // A currency code Intl does not know (the ledger's are checked, older rows may not be): the code before the number.
    return `${currency} ${new Intl.NumberFormat('en-US', shape).format(units)}`;
  }
}

/** "1,234". */
export const formatCount = (count: number) => new Intl.NumberFormat('en-US').format(count);

/** "95%": rounded down, so 199 of 200 is 99%, never 100%. */
export function formatRate(upheld: number, decided: number): string {
  return `${Math.floor((upheld * 100) / decided)}%`;
}

export interface MoneyShown {
  value: string;
  /** Which rates the value was converted at, when it was. */
  detail?: string;
}

/**
 * Money recovered as the page shows it: each currency on its own ("£1.2M and €300K"), or with a
 * conversion, the currencies it has a rate for added up in its currency (rounded down); a currency with
 * no rate given stays apart, as recorded.
 */
export function moneyShown(totals: readonly { currency: string; amount: string }[], conversion: FigureConversion): MoneyShown {
  if (!conversion) return { value: totals.map((t) => formatAmount(BigInt(toCents(t.amount)), t.currency)).join(' and ') };
  let converted = 0n;
  const apart: { currency: string; cents: bigint }[] = [];
  const dates = new Set<string>();
  for (const total of totals) {
    const cents = BigInt(toCents(total.amount));
    if (total.currency === conversion.convertTo) {
      converted += cents * RATE_SCALE;
      continue;
    }
    const rate = conversion.rates[total.currency as keyof typeof conversion.rates];
    if (!rate) {
      apart.push({ currency: total.currency, cents });
      continue;
    }
    converted += cents * scaledRate(rate.rate);
    dates.add(rate.asOf);
  }
  const shown = converted > 0n ? [formatAmount(converted / RATE_SCALE, conversion.convertTo)] : [];
  const value = [...shown, ...apart.map((a) => formatAmount(a.cents, a.currency))].join(' and ');
  if (dates.size === 0) return { value };
  const days = [...dates].sort().map(formatDay);
  return { value, detail: `converted at rates of ${days.join(', ')}` };
}
