// Option lists of the assessment form and the money fields, in the order the forms show them.

export const COUNTRIES = [
  'United Kingdom',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Japan',
  'Singapore',
  'Hong Kong',
  'New Zealand',
  'South Africa',
  'Ireland',
  'Luxembourg',
  'Other',
] as const;

/** Ordered from smallest to largest: the admin list sorts by this order. */
export const AMOUNT_LOST_RANGES = [
  'under-2000',
  '2000-5000',
  '5000-10000',
  '10000-25000',
  '25000-50000',
  '50000-100000',
  '100000-250000',
  '250000-500000',
  '500000-1000000',
  '1000000+',
] as const;

export const AMOUNT_LOST_LABELS: Record<(typeof AMOUNT_LOST_RANGES)[number], string> = {
  'under-2000': 'Under 2,000',
  '2000-5000': '2,000 - 5,000',
  '5000-10000': '5,000 - 10,000',
  '10000-25000': '10,000 - 25,000',
  '25000-50000': '25,000 - 50,000',
  '50000-100000': '50,000 - 100,000',
  '100000-250000': '100,000 - 250,000',
  '250000-500000': '250,000 - 500,000',
  '500000-1000000': '500,000 - 1,000,000',
  '1000000+': '1,000,000+',
};

export const ASSESSMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'SEK', 'NOK', 'DKK', 'BTC', 'ETH', 'Other'] as const;

export const DEPOSIT_METHODS = [
  'bank-transfer',
  'credit-card',
  'debit-card',
  'cryptocurrency',
  'wire-transfer',
  'paypal',
  'skrill',
  'neteller',
  'western-union',
  'money-order',
  'check',
  'cash',
  'gift-cards',
  'other',
] as const;

export const DEPOSIT_METHOD_LABELS: Record<(typeof DEPOSIT_METHODS)[number], string> = {
  'bank-transfer': 'Bank transfer',
  'credit-card': 'Credit card',
  'debit-card': 'Debit card',
  cryptocurrency: 'Cryptocurrency',
  'wire-transfer': 'Wire transfer',
  paypal: 'PayPal',
  skrill: 'Skrill',
  neteller: 'Neteller',
  'western-union': 'Western Union',
  'money-order': 'Money order',
  check: 'Check',
  cash: 'Cash',
  'gift-cards': 'Gift cards',
  other: 'Other',
};

/** Currencies of client accounts, recoveries and payouts. */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export const LEAD_PRIORITIES = ['low', 'medium', 'high'] as const;
export const CRM_SYNC_STATUSES = ['pending', 'synced', 'failed', 'duplicate'] as const;

/**
 * A fixed set of values declared once with the words shown for each: `values` for zod enums and option
 * lists (in the declared order), `labels` for the screens.
 */
export function labelledValues<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = keyof Labels & string;
  return { values: Object.keys(labels) as [Value, ...Value[]], labels: labels as Record<Value, string> };
}

/** A test that a value is one of `values`, for lists declared `as const`. */
export const isOneOf =
  <const Value extends string>(values: readonly Value[]) =>
  (value: string): value is Value =>
    (values as readonly string[]).includes(value);
