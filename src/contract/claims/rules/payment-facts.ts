// What the rules know of a payment.
import type { PaymentMethod } from '../payments';

/** What the rules need of a payment. */
export interface PaymentFacts {
  paidAt: string;
  amount: string;
  currency: string;
  method: PaymentMethod;
  payerInstitution?: string | null;
}

/** The same paying bank, however it was typed ("Barclays", "barclays "). */
export const institutionKey = (name: string | null | undefined) =>
  (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
