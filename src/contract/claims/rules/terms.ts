// The numbers of the recovery routes' rules: who is covered, the periods each runs to, the amounts.
import { FINAL_RESPONSE_WEEKS } from '../../complaints/complaints';
import type { PaymentMethod } from '../payments';

/** The day the rules were last checked against their sources. */
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

/** The APP excess a bank may deduct: at most £100, never from a vulnerable customer. */
export function appExcess(vulnerable: boolean): string {
  return vulnerable ? '0.00' : APP_MAX_EXCESS;
}
