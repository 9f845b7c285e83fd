// Money travels as strings with two decimals ("1250.00") and is computed in integer cents.
// numeric(10,2) holds at most 99,999,999.99.

export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
export const MAX_CENTS = 9_999_999_999;

export function toCents(value: string): number {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.5" -> "1234.50": the database's own text form of a numeric(10,2). */
export function normaliseMoney(value: string): string {
  return fromCents(toCents(value));
}

export function formatMoney(value: string, currency: string): string {
  const cents = Math.round(Number(value) * 100);
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${fromCents(cents)} ${currency}`;
  }
}
