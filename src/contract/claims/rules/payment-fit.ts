// Whether a payment is of the kind a claim type covers: its method, date, currency and price. Advice,
// never a gate: a claim that does not fit can be recorded.
import { formatMoney, toCents } from '../../shared/money';
import type { ClaimType } from './claim-types';
import type { PaymentFacts } from './payment-facts';
import { APP_METHODS, APP_SCHEME_START, CHARGEBACK_METHODS, SECTION_75_CEILING, SECTION_75_FLOOR } from './terms';
import { formatDay, PAID_BY } from './wording';

const includes = (list: readonly string[], value: string) => list.includes(value);

/** Why `payment`, of its own kind, is outside `type` (its method, date, currency or price), or null. */
export function paymentProblem(type: ClaimType, payment: PaymentFacts): string | null {
  const paid = PAID_BY[payment.method];
  switch (type) {
    case 'app_reimbursement':
      if (!includes(APP_METHODS, payment.method))
        return `the APP reimbursement rules cover Faster Payments and CHAPS transfers: this was paid ${paid}`;
      if (payment.paidAt < APP_SCHEME_START)
        return `the APP reimbursement rules cover payments made from ${formatDay(APP_SCHEME_START)}: this one was made on ${formatDay(payment.paidAt)}`;
      if (payment.currency !== 'GBP') return `Faster Payments and CHAPS move pounds: this payment is recorded in ${payment.currency}`;
      return null;
    case 'chargeback':
      return includes(CHARGEBACK_METHODS, payment.method) ? null : `a chargeback is for card payments: this was paid ${paid}`;
    case 'section_75': {
      if (payment.method !== 'credit_card') return `Section 75 covers payments by credit card: this was paid ${paid}`;
      if (payment.currency !== 'GBP') return null;
      const price = formatMoney(payment.amount, 'GBP');
      if (toCents(payment.amount) <= toCents(SECTION_75_FLOOR))
        return `Section 75 covers an item priced over ${formatMoney(SECTION_75_FLOOR, 'GBP')}: this payment is ${price}`;
      if (toCents(payment.amount) > toCents(SECTION_75_CEILING))
        return `Section 75 covers an item priced up to ${formatMoney(SECTION_75_CEILING, 'GBP')}: this payment is ${price}`;
      return null;
    }
    case 'exchange_freeze':
      return payment.method === 'crypto_transfer'
        ? null
        : `a freeze request goes to the exchange that received a crypto transfer: this was paid ${paid}`;
    default:
      return null;
  }
}

/** A note on a payment that fits, when the rule cannot be checked from what is recorded. */
export function paymentCaution(type: ClaimType, payment: PaymentFacts): string | undefined {
  if (type === 'section_75' && payment.method === 'credit_card' && payment.currency !== 'GBP') {
    return `Recorded in ${payment.currency}: Section 75 needs the item's cash price over £100 and not over £30,000 in pounds`;
  }
  return undefined;
}

/** The payment is of the kind the APP reimbursement rules cover. */
export const coveredByApp = (payment: PaymentFacts) => paymentProblem('app_reimbursement', payment) === null;
