// Why a claim may fail, for staff to see before they make it. Advice, never a gate.
import { addMonths, type BankHolidays, londonDate } from '../../shared/business-days';
import { formatMoney, fromCents, toCents } from '../../shared/money';
import { type ComplaintFacts, defaultHolidays, ombudsmanOpensOn } from './claim-dates';
import type { ClaimType } from './claim-types';
import { appFileBy, chargebackFileBy, exchangeFreezeUrgentUntil, latest, section75FileBy, windowClosed } from './filing-windows';
import { institutionKey, type PaymentFacts } from './payment-facts';
import { coveredByApp, paymentProblem } from './payment-fit';
import { APP_MAX_REIMBURSEMENT, EXCHANGE_FREEZE_URGENT_DAYS, OMBUDSMAN_REFERRAL_MONTHS } from './terms';
import { capitalised, describePayment, formatDay } from './wording';

const gbp = (cents: number) => formatMoney(fromCents(cents), 'GBP');

export interface WarningContext {
  /** The day the claim is (or was) made; today by default. */
  today?: string;
  /** A police report is recorded on the account. */
  policeReportRecorded?: boolean;
  expectedDeliveryDate?: string | null;
  /** The amount claimed, in pounds for an APP claim; the covered payments' total when not given. */
  amountClaimed?: string | null;
  /** An Ombudsman referral: the complaint to the firm it follows. */
  follows?: ComplaintFacts | null;
  holidays?: BankHolidays;
}

/** Why a claim of `type` over `payments` may fail: staff see it and may go ahead. */
export function claimWarnings(type: ClaimType, payments: readonly PaymentFacts[], context: WarningContext = {}): string[] {
  const today = context.today ?? londonDate(new Date());
  const holidays = context.holidays ?? defaultHolidays;
  const warnings: string[] = [];
  for (const payment of payments) {
    const problem = paymentProblem(type, payment);
    if (problem) warnings.push(`${capitalised(describePayment(payment))}: ${problem}`);
  }
  switch (type) {
    case 'app_reimbursement': {
      const fileBy = appFileBy(payments);
      if (fileBy && today > fileBy) warnings.push(capitalised(`${windowClosed(type, fileBy)}, 13 months after the last payment`));
      if (!context.policeReportRecorded)
        warnings.push('No police report is recorded: the bank may ask for the scam to be reported to the police before it reimburses');
      const covered = payments.filter(coveredByApp);
      const claimed = context.amountClaimed ? toCents(context.amountClaimed) : covered.reduce((sum, p) => sum + toCents(p.amount), 0);
      if (claimed > toCents(APP_MAX_REIMBURSEMENT)) {
        warnings.push(
          `The APP rules reimburse at most ${formatMoney(APP_MAX_REIMBURSEMENT, 'GBP')} a claim: ${gbp(claimed)} is ${context.amountClaimed ? 'claimed' : 'paid'}`,
        );
      }
      const banks = new Map(
        payments
          .filter((p) => institutionKey(p.payerInstitution))
          .map((p) => [institutionKey(p.payerInstitution), p.payerInstitution?.trim()] as const),
      );
      if (banks.size > 1) {
        warnings.push(
          `An APP claim goes to the one bank the payments were sent from: these were sent from ${[...banks.values()].join(', ')}; make a claim to each`,
        );
      }
      break;
    }
    case 'chargeback':
    case 'section_75':
      for (const payment of payments) {
        if (paymentProblem(type, payment)) continue;
        const fileBy = type === 'chargeback' ? chargebackFileBy(payment, context.expectedDeliveryDate) : section75FileBy(payment);
        if (today > fileBy) warnings.push(`${capitalised(describePayment(payment))}: ${windowClosed(type, fileBy)}`);
      }
      break;
    case 'ombudsman': {
      const complaint = context.follows;
      if (!complaint?.filedAt) {
        warnings.push('The Ombudsman considers a complaint once the firm has had its chance to answer: make the complaint to the firm first');
        break;
      }
      if (complaint.finalResponseAt) {
        const fileBy = addMonths(complaint.finalResponseAt, OMBUDSMAN_REFERRAL_MONTHS);
        if (today > fileBy) warnings.push(capitalised(`${windowClosed(type, fileBy)}, 6 months after the final response`));
        break;
      }
      const opens = ombudsmanOpensOn(complaint, holidays);
      if (opens && today <= opens) {
        warnings.push(
          `The firm has until ${formatDay(opens)} to send its final response: the Ombudsman can consider the complaint after that, or once the firm has answered`,
        );
      }
      break;
    }
    case 'exchange_freeze': {
      const crypto = payments.filter((p) => p.method === 'crypto_transfer');
      if (crypto.length === 0) break;
      const urgentUntil = latest(crypto.map(exchangeFreezeUrgentUntil));
      if (today > urgentUntil) {
        warnings.push(
          `More than ${EXCHANGE_FREEZE_URGENT_DAYS} days have passed since the last crypto transfer: the funds may have moved on from the exchange`,
        );
      }
      break;
    }
    default:
      break;
  }
  return warnings;
}
