import { isCryptoCurrency } from '../../../../contract/claims/payments';
import { formatMoney } from '../../../../contract/shared/money';

/**
 * An amount as the admin panel shows money ("£1,200.00"); a coin keeps its decimals, as a currency
 * format would round 0.00012 BTC to nothing.
 */
export function formatPaymentAmount(amount: string, currency: string): string {
  if (!isCryptoCurrency(currency)) return formatMoney(amount, currency);
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${Number(whole).toLocaleString('en-GB')}${kept ? `.${kept}` : ''} ${currency}`;
}

/** Several amounts, one per currency: "£1,200.00 · 0.5 BTC", or a dash for none. */
export const formatAmounts = (amounts: readonly { amount: string; currency: string }[]): string =>
  amounts.length === 0 ? '—' : amounts.map((a) => formatPaymentAmount(a.amount, a.currency)).join(' · ');
