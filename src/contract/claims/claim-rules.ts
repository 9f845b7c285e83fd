// The recovery routes' rules and clocks, in one place: which payments each claim type covers, the dates
// it runs to, and why a claim may fail. Advice, never a gate: a claim that does not fit can be recorded.
import { FINAL_RESPONSE_WEEKS } from '../complaints/complaints';
import { addBusinessDays, addDays, addMonths, type BankHolidays, englandAndWalesCalendar, londonDate } from '../shared/business-days';
import { formatMoney, fromCents, toCents } from '../shared/money';
import { labelledValues, isOneOf } from '../shared/options';
import type { PaymentMethod } from './payments';

export const { values: CLAIM_TYPES, labels: CLAIM_TYPE_LABELS } = labelledValues({
  app_reimbursement: 'APP scam reimbursement',
  chargeback: 'Chargeback',
  section_75: 'Section 75 claim',
  firm_complaint: 'Complaint to a firm',
  ombudsman: 'Financial Ombudsman referral',
  exchange_freeze: 'Exchange freeze request',
  police_report: 'Police report',
});
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const { values: CLAIM_STATUSES, labels: CLAIM_STATUS_LABELS } = labelledValues({
  preparing: 'Preparing',
  filed: 'Filed',
  information_requested: 'Information requested',
  upheld: 'Upheld',
  partly_upheld: 'Partly upheld',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
});
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES = ['preparing', 'filed', 'information_requested'] as const satisfies readonly ClaimStatus[];
export const DECIDED_CLAIM_STATUSES = ['upheld', 'partly_upheld', 'rejected'] as const satisfies readonly ClaimStatus[];
export const isOpenClaim = isOneOf(OPEN_CLAIM_STATUSES);
export const isDecidedClaim = isOneOf(DECIDED_CLAIM_STATUSES);

/**
 * Where a claim can go from each status: preparing -> filed; filed <-> information_requested; a decision
 * once filed (also while information is awaited: a counterparty may decide without it); withdrawn from any
 * open status. Decided and withdrawn claims are closed.
 */
export const CLAIM_STATUS_MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  preparing: ['filed', 'withdrawn'],
  filed: ['information_requested', ...DECIDED_CLAIM_STATUSES, 'withdrawn'],
  information_requested: ['filed', ...DECIDED_CLAIM_STATUSES, 'withdrawn'],
  upheld: [],
  partly_upheld: [],
  rejected: [],
  withdrawn: [],
};
export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_STATUS_MOVES[from].includes(to);
export const CLAIM_CLOSED_MESSAGE = 'This claim is closed: it was decided or withdrawn';
/** Why a claim cannot move from `from` to `to`. */
export function claimMoveMessage(from: ClaimStatus, to: ClaimStatus): string {
  if (CLAIM_STATUS_MOVES[from].length === 0) return CLAIM_CLOSED_MESSAGE;
  const allowed = CLAIM_STATUS_MOVES[from].map((status) => CLAIM_STATUS_LABELS[status].toLowerCase()).join(', ');
  return `A claim that is ${CLAIM_STATUS_LABELS[from].toLowerCase()} cannot become ${CLAIM_STATUS_LABELS[to].toLowerCase()}: it can become ${allowed}`;
}

/** The day the rules below were last checked against their sources. */
export const RULES_CHECKED_ON = '2026-12-02';

/** The payments made by Faster Payments or CHAPS from this day on are covered by the APP reimbursement rules. */
export const APP_SCHEME_START = '2024-10-07';
export const APP_METHODS = ['faster_payment', 'chaps'] as const satisfies readonly PaymentMethod[];
export const APP_FILING_MONTHS = 13;
export const APP_DECISION_BUSINESS_DAYS = 5;
/** When the bank asks for more information it "stops the clock", up to this business day after the claim. */
export const APP_STOP_THE_CLOCK_BUSINESS_DAYS = 35;
export const APP_MAX_REIMBURSEMENT = '85000.00';
export const APP_MAX_EXCESS = '100.00';
export const CHARGEBACK_METHODS = ['debit_card', 'credit_card'] as const satisfies readonly PaymentMethod[];
export const CHARGEBACK_DAYS = 120;
/** Section 75 covers one item priced over the floor and not over the ceiling (its cash price). */
export const SECTION_75_FLOOR = '100.00';
export const SECTION_75_CEILING = '30000.00';
export const SECTION_75_YEARS = 6;
export const FIRM_COMPLAINT_WEEKS = FINAL_RESPONSE_WEEKS;
export const PAYMENT_SERVICE_COMPLAINT_BUSINESS_DAYS = 15;
/** With a holding reply, a payment-service complaint's final response may take until this business day. */
export const PAYMENT_SERVICE_COMPLAINT_LATEST_BUSINESS_DAYS = 35;
export const OMBUDSMAN_REFERRAL_MONTHS = 6;
export const EXCHANGE_FREEZE_URGENT_DAYS = 7;

export interface ClaimRule {
  /** Who the claim goes to. */
  counterparty: string;
  covers: string;
  clock: string;
  /** The law, rule or scheme it comes from. */
  source: string;
  url?: string;
  checkedOn: string;
}

/** Each claim type's rule, its source and when it was checked. */
export const CLAIM_RULES: Record<ClaimType, ClaimRule> = {
  app_reimbursement: {
    counterparty: 'The bank or payment provider the victim paid from',
    covers: 'Faster Payments and CHAPS transfers in pounds, made on or after 7 October 2024, to an account someone else controls',
    clock:
      'Claim within 13 months of the last payment of the scam; the bank decides within 5 business days, or by the 35th business day when it asks for more information. At most £85,000 a claim; an excess of at most £100, never for a vulnerable customer. The bank may expect the scam reported to the police.',
    source:
      'Payment Systems Regulator, the APP scams reimbursement requirement: Specific Direction 20 (Faster Payments) and 21 (CHAPS), in force from 7 October 2024; the Faster Payments reimbursement rules (Specific Requirement 1) and the consumer standard of caution; the PSR notices of the maximum level of reimbursement (£85,000) and the maximum excess (£100)',
    url: 'https://www.psr.org.uk/our-work/app-scams/',
    checkedOn: RULES_CHECKED_ON,
  },
  chargeback: {
    counterparty: 'The card issuer (the bank or provider of the card)',
    covers: 'Debit and credit card payments',
    clock: 'Ask within 120 days of the payment, or of the date the goods or services were expected',
    source: 'Visa Core Rules and Visa Product and Service Rules (dispute time limits); Mastercard Chargeback Guide',
    url: 'https://usa.visa.com/dam/VCOM/download/about-visa/visa-rules-public.pdf',
    checkedOn: RULES_CHECKED_ON,
  },
  section_75: {
    counterparty: 'The credit card provider',
    covers: 'Credit card payments for one item with a cash price over £100 and not over £30,000',
    clock: 'Claim within 6 years of the payment',
    source: 'Consumer Credit Act 1974, section 75 and section 75(3)(b); Limitation Act 1980, section 5 (six years for a claim in contract)',
    url: 'https://www.legislation.gov.uk/ukpga/1974/39/section/75',
    checkedOn: RULES_CHECKED_ON,
  },
  firm_complaint: {
    counterparty: 'The firm complained about (a bank, a card provider, an exchange)',
    covers: 'Any payment',
    clock:
      'The final response is due within 8 weeks; for a complaint about a payment service within 15 business days, or 35 with a holding reply. Then the Financial Ombudsman Service can look at it.',
    source: 'FCA Handbook DISP 1.6.2R and 1.6.2AR; the Payment Services Regulations 2017, regulation 101',
    url: 'https://www.handbook.fca.org.uk/handbook/DISP/1/6.html',
    checkedOn: RULES_CHECKED_ON,
  },
  ombudsman: {
    counterparty: 'The Financial Ombudsman Service',
    covers: 'The payments of the complaint it follows',
    clock: "Refer within 6 months of the firm's final response; possible 8 weeks after the complaint when the firm has not sent one",
    source: 'FCA Handbook DISP 2.8.1R (when the Ombudsman can consider a complaint) and DISP 2.8.2R (six months from the final response)',
    url: 'https://www.handbook.fca.org.uk/handbook/DISP/2/8.html',
    checkedOn: RULES_CHECKED_ON,
  },
  exchange_freeze: {
    counterparty: 'The crypto exchange that received the funds',
    covers: 'Crypto transfers',
    clock: 'No time limit in law; urgent for 7 days after the payment, while the funds may still be where they were sent',
    source: "The practice's own rule: no statute or scheme sets a time for a freeze request",
    checkedOn: RULES_CHECKED_ON,
  },
  police_report: {
    counterparty: 'The police (Report Fraud in England, Wales and Northern Ireland; Police Scotland on 101; IC3 in the US)',
    covers: 'Any payment',
    clock: 'No time limit',
    source:
      'No statutory time limit; under the APP rules the bank may ask that the scam be reported to the police (the consumer standard of caution)',
    url: 'https://www.reportfraud.police.uk/',
    checkedOn: RULES_CHECKED_ON,
  },
};

const defaultHolidays = englandAndWalesCalendar();

/** The types a claim can be referred to the Ombudsman from once the firm has given its final response. */
const REFERRABLE: readonly ClaimType[] = ['app_reimbursement', 'chargeback', 'section_75', 'firm_complaint'];

/** What the rules need of a payment. */
export interface PaymentFacts {
  paidAt: string;
  amount: string;
  currency: string;
  method: PaymentMethod;
  payerInstitution?: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2026-03-12" -> "12 March 2026"; without the year when it is `today`'s year. */
export function formatDay(date: string, today?: string): string {
  const [year, month, day] = date.split('-');
  const dayMonth = `${Number(day)} ${MONTHS[Number(month) - 1]}`;
  return today?.slice(0, 4) === year ? dayMonth : `${dayMonth} ${year}`;
}

const PAID_BY: Record<PaymentMethod, string> = {
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const includes = (list: readonly string[], value: string) => list.includes(value);
// ISO dates sort as text; callers pass at least one.
const latest = (dates: string[]): string => [...dates].sort().at(-1) ?? '';
const earliest = (dates: string[]): string => [...dates].sort()[0] ?? '';
const gbp = (cents: number) => formatMoney(fromCents(cents), 'GBP');

/** Why `payment`, of its own kind, is outside `type` (its method, date, currency or price), or null. */
function paymentProblem(type: ClaimType, payment: PaymentFacts): string | null {
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
function paymentCaution(type: ClaimType, payment: PaymentFacts): string | undefined {
  if (type === 'section_75' && payment.method === 'credit_card' && payment.currency !== 'GBP') {
    return `Recorded in ${payment.currency}: Section 75 needs the item's cash price over £100 and not over £30,000 in pounds`;
  }
  return undefined;
}

/** The same paying bank, however it was typed ("Barclays", "barclays "). */
const institutionKey = (name: string | null | undefined) =>
  (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const coveredByApp = (payment: PaymentFacts) => paymentProblem('app_reimbursement', payment) === null;

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
const windowClosed = (type: ClaimType, fileBy: string) => `${WINDOW_CLOSED[type]} ended on ${formatDay(fileBy)}`;

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

/** The APP excess a bank may deduct: at most £100, never from a vulnerable customer. */
export function appExcess(vulnerable: boolean): string {
  return vulnerable ? '0.00' : APP_MAX_EXCESS;
}

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
