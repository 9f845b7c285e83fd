// Which claim types a payment fits, why not, and by when each must be filed.
import { addMonths, londonDate } from '../../shared/business-days';
import { CLAIM_TYPES, type ClaimType } from './claim-types';
import { appFileBy, chargebackFileBy, exchangeFreezeUrgentUntil, section75FileBy, windowClosed } from './filing-windows';
import { institutionKey, type PaymentFacts } from './payment-facts';
import { coveredByApp, paymentCaution, paymentProblem } from './payment-fit';
import { APP_FILING_MONTHS } from './terms';
import { capitalised } from './wording';

export interface RouteOptions {
  /** The day it is asked (London); today by default. */
  today?: string;
  /** For a chargeback: when the goods or services were expected, when staff give one. */
  expectedDeliveryDate?: string | null;
  /**
   * The account's other payments. An APP claim runs 13 months from the last payment of the scam, so a payment
   * followed by later ones from the same bank is still in time while they are.
   */
  payments?: readonly PaymentFacts[];
}

export interface ClaimRoute {
  type: ClaimType;
  /** The payment is of the kind the type covers, and its window (if any) is still open. */
  fits: boolean;
  /** Why it is likely to fail; for one that fits, what could not be checked. */
  why?: string;
  /** The last day to file, for a type with a filing window, also once it has closed. */
  fileBy?: string;
  /** A freeze request: urgent until this day. */
  urgentUntil?: string;
}

/** For each claim type, whether `payment` fits it, why not, and by when it must be filed. */
export function routesFor(payment: PaymentFacts, options: RouteOptions = {}): ClaimRoute[] {
  const today = options.today ?? londonDate(new Date());
  return CLAIM_TYPES.map((type) => {
    const problem = paymentProblem(type, payment);
    let fileBy: string | undefined;
    let urgentUntil: string | undefined;
    if (type === 'app_reimbursement') {
      const sameBank = (options.payments ?? []).filter(
        (other) => institutionKey(other.payerInstitution) === institutionKey(payment.payerInstitution) && other.paidAt >= payment.paidAt,
      );
      fileBy = problem ? addMonths(payment.paidAt, APP_FILING_MONTHS) : appFileBy([payment, ...sameBank.filter(coveredByApp)]);
    } else if (type === 'chargeback') fileBy = chargebackFileBy(payment, options.expectedDeliveryDate);
    else if (type === 'section_75') fileBy = section75FileBy(payment);
    else if (type === 'exchange_freeze') urgentUntil = exchangeFreezeUrgentUntil(payment);
    const closed = fileBy !== undefined && today > fileBy;
    const why = problem ?? (closed && fileBy ? windowClosed(type, fileBy) : paymentCaution(type, payment));
    return {
      type,
      fits: problem === null && !closed,
      ...(why ? { why: capitalised(why) } : {}),
      ...(fileBy ? { fileBy } : {}),
      ...(urgentUntil ? { urgentUntil } : {}),
    };
  });
}
