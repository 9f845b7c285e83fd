import { formatPaymentAmount } from '../../../../contract/claims/payments';

export { formatPaymentAmount };

/** Several amounts, one per currency: "£1,200.00 · 0.5 BTC", or a dash for none. */
export const formatAmounts = (amounts: readonly { amount: string; currency: string }[]): string =>
  amounts.length === 0 ? '—' : amounts.map((a) => formatPaymentAmount(a.amount, a.currency)).join(' · ');
