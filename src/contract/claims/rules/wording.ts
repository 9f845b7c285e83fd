// How the rules word a day and a payment in what staff and clients read.
import { formatMoney } from '../../shared/money';
import type { PaymentMethod } from '../payments';
import type { PaymentFacts } from './payment-facts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2026-03-12" -> "12 March 2026"; without the year when it is `today`'s year. */
export function formatDay(date: string, today?: string): string {
  const [year, month, day] = date.split('-');
  const dayMonth = `${Number(day)} ${MONTHS[Number(month) - 1]}`;
  return today?.slice(0, 4) === year ? dayMonth : `${dayMonth} ${year}`;
}

export const PAID_BY: Record<PaymentMethod, string> = {
  faster_payment: 'by Faster Payment',
  chaps: 'by CHAPS',
  international_transfer: 'by international transfer',
  debit_card: 'by debit card',
  credit_card: 'by credit card',
  crypto_transfer: 'by crypto transfer',
  e_money: 'by e-money',
  gift_card: 'with gift cards',
  cash: 'in cash',
  cheque: 'by cheque',
  other: 'another way',
};

/** "the payment of 6 October 2024 (£500.00 by CHAPS)" */
export function describePayment(payment: PaymentFacts): string {
  return `the payment of ${formatDay(payment.paidAt)} (${formatMoney(payment.amount, payment.currency)} ${PAID_BY[payment.method]})`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
