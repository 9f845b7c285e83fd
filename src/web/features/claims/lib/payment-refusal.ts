import { PAID_AT_IN_FUTURE_MESSAGE } from '../../../../contract/claims/payments';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';

export const PAYMENT_FORM_FIELDS = [
  'paidAt',
  'amount',
  'currency',
  'method',
  'payerInstitution',
  'payee',
  'walletAddress',
  'reference',
  'note',
] as const;
export type PaymentFormField = (typeof PAYMENT_FORM_FIELDS)[number];

/**
 * The field a refused payment is to be corrected at: the one the server names, or the date paid when the
 * server's clock says it is after today (a check only the server can make). Null: the refusal is said in a toast.
 */
export function refusedField(error: unknown): { field: PaymentFormField; message: string } | null {
  const message = serverMessage(error);
  if (!isApiError(error) || error.status !== 400 || !message) return null;
  const named = PAYMENT_FORM_FIELDS.find((field) => field === error.body.field);
  if (named) return { field: named, message };
  if (message === PAID_AT_IN_FUTURE_MESSAGE) return { field: 'paidAt', message };
  return null;
}
