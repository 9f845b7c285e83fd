// The windows to file in that run from a payment, and how their closing is worded.
import { addDays, addMonths } from '../../shared/business-days';
import type { ClaimType } from './claim-types';
import type { PaymentFacts } from './payment-facts';
import { coveredByApp } from './payment-fit';
import { APP_FILING_MONTHS, CHARGEBACK_DAYS, EXCHANGE_FREEZE_URGENT_DAYS, SECTION_75_YEARS } from './terms';
import { formatDay } from './wording';

// ISO dates sort as text; callers pass at least one.
export const latest = (dates: string[]): string => [...dates].sort().at(-1) ?? '';
export const earliest = (dates: string[]): string => [...dates].sort()[0] ?? '';

/** The APP filing deadline: 13 months after the last covered payment (the last payment, when none is covered). */
export function appFileBy(payments: readonly PaymentFacts[]): string | undefined {
  if (payments.length === 0) return undefined;
  const covered = payments.filter(coveredByApp);
  return addMonths(latest((covered.length > 0 ? covered : payments).map((p) => p.paidAt)), APP_FILING_MONTHS);
}

/** A chargeback's deadline for one payment: 120 days after it, or after the expected delivery when that is later. */
export function chargebackFileBy(payment: PaymentFacts, expectedDeliveryDate?: string | null): string {
  const from = expectedDeliveryDate && expectedDeliveryDate > payment.paidAt ? expectedDeliveryDate : payment.paidAt;
  return addDays(from, CHARGEBACK_DAYS);
}

export const section75FileBy = (payment: PaymentFacts): string => addMonths(payment.paidAt, SECTION_75_YEARS * 12);
export const exchangeFreezeUrgentUntil = (payment: PaymentFacts): string => addDays(payment.paidAt, EXCHANGE_FREEZE_URGENT_DAYS);

const WINDOW_CLOSED: Partial<Record<ClaimType, string>> = {
  app_reimbursement: 'the 13 months to make an APP claim',
  chargeback: 'the 120 days to ask for a chargeback',
  section_75: 'the 6 years to make a Section 75 claim',
  ombudsman: 'the 6 months to refer the complaint to the Ombudsman',
};
export const windowClosed = (type: ClaimType, fileBy: string) => `${WINDOW_CLOSED[type]} ended on ${formatDay(fileBy)}`;
