// A claim's clocks: the dates it runs to, from its payments, its events and the complaint it follows.
import { addBusinessDays, addDays, addMonths, type BankHolidays, englandAndWalesCalendar, londonDate } from '../../shared/business-days';
import type { ClaimStatus } from './claim-statuses';
import type { ClaimType } from './claim-types';
import { appFileBy, chargebackFileBy, earliest, exchangeFreezeUrgentUntil, latest, section75FileBy } from './filing-windows';
import type { PaymentFacts } from './payment-facts';
import {
  APP_DECISION_BUSINESS_DAYS,
  APP_STOP_THE_CLOCK_BUSINESS_DAYS,
  FIRM_COMPLAINT_WEEKS,
  OMBUDSMAN_REFERRAL_MONTHS,
  PAYMENT_SERVICE_COMPLAINT_BUSINESS_DAYS,
  PAYMENT_SERVICE_COMPLAINT_LATEST_BUSINESS_DAYS,
} from './terms';

export const defaultHolidays = englandAndWalesCalendar();

/** The types a claim can be referred to the Ombudsman from once the firm has given its final response. */
const REFERRABLE: readonly ClaimType[] = ['app_reimbursement', 'chargeback', 'section_75', 'firm_complaint'];

/** The complaint an Ombudsman referral follows, as far as its dates go. */
export interface ComplaintFacts {
  filedAt?: string | null;
  finalResponseAt?: string | null;
  paymentServiceComplaint?: boolean | null;
  /** The firm sent a holding reply (recorded as its asking for more information): 35 business days, not 15. */
  informationRequested?: boolean | null;
}

/** What the dates of a claim depend on. */
export interface ClaimFacts extends ComplaintFacts {
  type: ClaimType;
  status: ClaimStatus;
  /** The day it was filed with the counterparty (London). */
  filedAt?: string | null;
  expectedDeliveryDate?: string | null;
  /**
   * The counterparty asked for more information at some point (the status is or was information_requested):
   * an APP claim's clock stops until the 35th business day; for a payment-service complaint it stands for the
   * holding reply.
   */
  informationRequested?: boolean | null;
  /** The day of the counterparty's final response (its decision). */
  finalResponseAt?: string | null;
  /** An Ombudsman referral: the complaint to the firm it follows. */
  follows?: ComplaintFacts | null;
  /** A decided claim already referred to the Ombudsman: it waits on nothing more. */
  referred?: boolean | null;
}

export interface ClaimDates {
  fileBy?: string;
  responseDue?: string;
  responseDueLatest?: string;
  referBy?: string;
  urgentUntil?: string;
  /** The date the claim waits on: the earliest still to come, or the one that has passed when it is overdue. */
  nextDate?: string;
  /** A date it waits on has passed: not filed in time, or the counterparty has not answered in time. */
  overdue: boolean;
}

/** A firm complaint's response dates: 8 weeks, or the 15th business day (35th at the latest) for a payment-service complaint. */
function complaintResponseDates(complaint: ComplaintFacts, holidays: BankHolidays): Pick<ClaimDates, 'responseDue' | 'responseDueLatest'> {
  if (!complaint.filedAt) return {};
  if (!complaint.paymentServiceComplaint) return { responseDue: addDays(complaint.filedAt, FIRM_COMPLAINT_WEEKS * 7) };
  return {
    responseDue: addBusinessDays(complaint.filedAt, PAYMENT_SERVICE_COMPLAINT_BUSINESS_DAYS, holidays),
    responseDueLatest: addBusinessDays(complaint.filedAt, PAYMENT_SERVICE_COMPLAINT_LATEST_BUSINESS_DAYS, holidays),
  };
}

/**
 * The first day the Ombudsman can consider a complaint the firm has not answered: when its final response
 * was due (8 weeks; for a payment-service complaint 15 business days, 35 after a holding reply). Undefined
 * while the complaint is not made; the day of the final response once there is one.
 */
export function ombudsmanOpensOn(complaint: ComplaintFacts, holidays: BankHolidays = defaultHolidays): string | undefined {
  if (complaint.finalResponseAt) return complaint.finalResponseAt;
  const { responseDue, responseDueLatest } = complaintResponseDates(complaint, holidays);
  return complaint.informationRequested && responseDueLatest ? responseDueLatest : responseDue;
}

/**
 * A claim's dates, each when it applies, and the one it now waits on. Calendar dates in London, each
 * meaning the end of that day; business days skip weekends and `holidays` (BANK_HOLIDAYS).
 */
export function claimDates(
  claim: ClaimFacts,
  payments: readonly PaymentFacts[],
  today: string = londonDate(new Date()),
  holidays: BankHolidays = defaultHolidays,
): ClaimDates {
  const dates: Omit<ClaimDates, 'overdue' | 'nextDate'> = {};
  switch (claim.type) {
    case 'app_reimbursement':
      dates.fileBy = appFileBy(payments);
      if (claim.filedAt) {
        dates.responseDue = addBusinessDays(claim.filedAt, APP_DECISION_BUSINESS_DAYS, holidays);
        dates.responseDueLatest = addBusinessDays(claim.filedAt, APP_STOP_THE_CLOCK_BUSINESS_DAYS, holidays);
      }
      break;
    case 'chargeback':
      // The first payment's window to close: the claim must be in by then to cover them all.
      if (payments.length > 0) dates.fileBy = earliest(payments.map((p) => chargebackFileBy(p, claim.expectedDeliveryDate)));
      break;
    case 'section_75':
      if (payments.length > 0) dates.fileBy = earliest(payments.map(section75FileBy));
      break;
    case 'firm_complaint':
      Object.assign(dates, complaintResponseDates(claim, holidays));
      break;
    case 'ombudsman':
      if (claim.follows?.finalResponseAt) dates.fileBy = addMonths(claim.follows.finalResponseAt, OMBUDSMAN_REFERRAL_MONTHS);
      break;
    case 'exchange_freeze':
      if (payments.length > 0) dates.urgentUntil = latest(payments.map(exchangeFreezeUrgentUntil));
      break;
    case 'police_report':
      break;
  }
  if (claim.finalResponseAt && REFERRABLE.includes(claim.type)) dates.referBy = addMonths(claim.finalResponseAt, OMBUDSMAN_REFERRAL_MONTHS);

  return { ...dates, ...nextDateOf(claim, dates, today) };
}

/**
 * The date a claim now waits on, from its dates: the earliest still to come, or the passed one while it is
 * overdue. Missing a deadline makes it overdue, an urgency only lapses. A decided claim waits on the
 * Ombudsman's window until it is referred (`referred`).
 */
export function nextDateOf(
  claim: { status: ClaimStatus; informationRequested?: boolean | null; referred?: boolean | null },
  dates: Omit<ClaimDates, 'overdue' | 'nextDate'>,
  today: string,
): Pick<ClaimDates, 'nextDate' | 'overdue'> {
  const waits: { date: string; deadline: boolean }[] = [];
  const wait = (date: string | undefined | null, deadline = true) => date && waits.push({ date, deadline });
  if (claim.status === 'preparing') {
    wait(dates.fileBy);
    wait(dates.urgentUntil, false);
  } else if (claim.status === 'filed' || claim.status === 'information_requested') {
    const extended = claim.informationRequested || claim.status === 'information_requested';
    wait(extended && dates.responseDueLatest ? dates.responseDueLatest : dates.responseDue);
  } else if ((claim.status === 'partly_upheld' || claim.status === 'rejected') && !claim.referred) {
    wait(dates.referBy);
  }
  const passed = waits.filter((w) => w.deadline && w.date < today).map((w) => w.date);
  const ahead = waits.filter((w) => w.date >= today).map((w) => w.date);
  const nextDate = passed.length > 0 ? earliest(passed) : ahead.length > 0 ? earliest(ahead) : undefined;
  return { ...(nextDate ? { nextDate } : {}), overdue: passed.length > 0 };
}
