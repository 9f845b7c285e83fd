import { describe, expect, it } from 'vitest';
import { englandAndWalesCalendar } from '../shared/business-days';
import { type ClaimFacts, claimDates } from './rules/claim-dates';
import { type ClaimRoute, routesFor } from './rules/claim-routes';
import { CLAIM_STATUS_MOVES, canMoveClaim, claimMoveMessage } from './rules/claim-statuses';
import { CLAIM_TYPES, type ClaimType } from './rules/claim-types';
import type { PaymentFacts } from './rules/payment-facts';
import { CLAIM_RULES } from './rules/sources';
import { appExcess } from './rules/terms';
import { claimWarnings } from './rules/warnings';

const holidays = englandAndWalesCalendar();
const pay = (paidAt: string, method: PaymentFacts['method'], amount = '500.00', extra: Partial<PaymentFacts> = {}): PaymentFacts => ({
  paidAt,
  method,
  amount,
  currency: 'GBP',
  payerInstitution: 'Example Bank',
  ...extra,
});
const route = (routes: ClaimRoute[], type: ClaimType) => routes.find((r) => r.type === type);
const claim = (type: ClaimType, facts: Partial<ClaimFacts> = {}): ClaimFacts => ({ type, status: 'preparing', ...facts });

describe('the rules', () => {
  it('name a source and the day it was checked for every claim type', () => {
    for (const type of CLAIM_TYPES) {
      expect(CLAIM_RULES[type].source.length, type).toBeGreaterThan(10);
      expect(CLAIM_RULES[type].checkedOn, type).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(CLAIM_RULES.app_reimbursement.source).toContain('Specific Direction 20');
    expect(CLAIM_RULES.firm_complaint.source).toContain('regulation 101');
    expect(CLAIM_RULES.ombudsman.source).toContain('DISP 2.8.2R');
  });

  it('move a claim only along its flow, withdrawn from any open status', () => {
    expect(canMoveClaim('preparing', 'filed')).toBe(true);
    expect(canMoveClaim('filed', 'information_requested')).toBe(true);
    expect(canMoveClaim('information_requested', 'filed')).toBe(true);
    expect(canMoveClaim('filed', 'partly_upheld')).toBe(true);
    expect(canMoveClaim('preparing', 'upheld')).toBe(false);
    expect(canMoveClaim('rejected', 'filed')).toBe(false);
    for (const open of ['preparing', 'filed', 'information_requested'] as const) expect(canMoveClaim(open, 'withdrawn')).toBe(true);
    expect(CLAIM_STATUS_MOVES.withdrawn).toEqual([]);
    expect(claimMoveMessage('preparing', 'upheld')).toBe('A claim that is preparing cannot become upheld: it can become filed, withdrawn');
    expect(claimMoveMessage('upheld', 'filed')).toBe('This claim is closed: it was decided or withdrawn');
  });
});

describe('APP reimbursement', () => {
  it('runs 13 months from the last payment, to the end of a shorter month', () => {
    const payments = [pay('2025-01-10', 'faster_payment'), pay('2025-03-02', 'faster_payment')];
    expect(claimDates(claim('app_reimbursement'), payments, '2025-06-01').fileBy).toBe('2026-04-02');
    expect(claimDates(claim('app_reimbursement'), [pay('2025-01-31', 'faster_payment')], '2025-06-01').fileBy).toBe('2026-02-28');
  });

  it('keeps an early payment in time while a later one from the same bank is', () => {
    const first = pay('2025-01-10', 'faster_payment');
    const later = pay('2025-03-02', 'chaps');
    const elsewhere = pay('2025-06-30', 'faster_payment', '500.00', { payerInstitution: 'Other Bank' });
    const routes = routesFor(first, { today: '2026-03-01', payments: [first, later, elsewhere] });
    expect(route(routes, 'app_reimbursement')).toEqual({ type: 'app_reimbursement', fits: true, fileBy: '2026-04-02' });
    // Alone, its 13 months ended on 10 February 2026.
    expect(route(routesFor(first, { today: '2026-03-01' }), 'app_reimbursement')).toEqual({
      type: 'app_reimbursement',
      fits: false,
      why: 'The 13 months to make an APP claim ended on 10 February 2026',
      fileBy: '2026-02-10',
    });
  });

  it('leaves out a CHAPS payment made the day before the rules began, and other kinds of payment', () => {
    const chaps = route(routesFor(pay('2024-10-06', 'chaps'), { today: '2025-01-01' }), 'app_reimbursement');
    expect(chaps?.fits).toBe(false);
    expect(chaps?.why).toBe('The APP reimbursement rules cover payments made from 7 October 2024: this one was made on 6 October 2024');
    expect(route(routesFor(pay('2024-10-07', 'chaps'), { today: '2025-01-01' }), 'app_reimbursement')?.fits).toBe(true);
    expect(route(routesFor(pay('2025-01-10', 'international_transfer'), { today: '2025-02-01' }), 'app_reimbursement')?.why).toBe(
      'The APP reimbursement rules cover Faster Payments and CHAPS transfers: this was paid by international transfer',
    );
    expect(
      route(routesFor(pay('2025-01-10', 'faster_payment', '500.00', { currency: 'EUR' }), { today: '2025-02-01' }), 'app_reimbursement')?.fits,
    ).toBe(false);
  });

  it('is decided within 5 business days of the claim, Christmas, Boxing Day and New Year skipped', () => {
    // Wednesday 24 December 2025: 25, 26 December and 1 January are bank holidays.
    const filed = claim('app_reimbursement', { status: 'filed', filedAt: '2025-12-24' });
    const dates = claimDates(filed, [pay('2025-12-20', 'faster_payment')], '2025-12-24', holidays);
    expect(dates.responseDue).toBe('2026-01-05');
    expect(dates.nextDate).toBe('2026-01-05');
    expect(dates.overdue).toBe(false);
    // The same with the holidays listed as BANK_HOLIDAYS gives them.
    const listed = new Set(['2025-12-25', '2025-12-26', '2026-01-01']);
    expect(claimDates(filed, [pay('2025-12-20', 'faster_payment')], '2025-12-24', listed).responseDue).toBe('2026-01-05');
  });

  it('waits until the 35th business day once the bank asks for more information (stop the clock)', () => {
    const payments = [pay('2025-12-20', 'faster_payment')];
    const asked = claim('app_reimbursement', { status: 'information_requested', filedAt: '2025-12-24' });
    const dates = claimDates(asked, payments, '2026-01-20', holidays);
    expect(dates.responseDueLatest).toBe('2026-02-16');
    expect(dates).toMatchObject({ nextDate: '2026-02-16', overdue: false });
    // Information given, back with the bank: still the 35th.
    const answered = claimDates({ ...asked, status: 'filed', informationRequested: true }, payments, '2026-01-20', holidays);
    expect(answered).toMatchObject({ nextDate: '2026-02-16', overdue: false });
    // Without asking, the bank is late after the 5th.
    const late = claimDates({ ...asked, status: 'filed' }, payments, '2026-01-20', holidays);
    expect(late).toMatchObject({ nextDate: '2026-01-05', overdue: true });
  });

  it('warns while no police report is recorded, above £85,000, and for payments from two banks', () => {
    const payments = [
      pay('2025-02-01', 'faster_payment', '50000.00'),
      pay('2025-02-03', 'faster_payment', '40000.00', { payerInstitution: 'Second Bank' }),
    ];
    expect(claimWarnings('app_reimbursement', payments, { today: '2025-03-01' })).toEqual([
      'No police report is recorded: the bank may ask for the scam to be reported to the police before it reimburses',
      'The APP rules reimburse at most £85,000.00 a claim: £90,000.00 is paid',
      'An APP claim goes to the one bank the payments were sent from: these were sent from Example Bank, Second Bank; make a claim to each',
    ]);
    const one = [pay('2025-02-01', 'faster_payment', '50000.00')];
    expect(claimWarnings('app_reimbursement', one, { today: '2025-03-01', policeReportRecorded: true })).toEqual([]);
    expect(claimWarnings('app_reimbursement', one, { today: '2025-03-01', policeReportRecorded: true, amountClaimed: '85000.01' })).toEqual([
      'The APP rules reimburse at most £85,000.00 a claim: £85,000.01 is claimed',
    ]);
  });

  it('warns of a payment that does not fit and of a window that has closed', () => {
    const payments = [pay('2024-10-06', 'chaps'), pay('2024-11-01', 'faster_payment')];
    expect(claimWarnings('app_reimbursement', payments, { today: '2025-12-02', policeReportRecorded: true })).toEqual([
      'The payment of 6 October 2024 (£500.00 by CHAPS): the APP reimbursement rules cover payments made from 7 October 2024: this one was made on 6 October 2024',
      'The 13 months to make an APP claim ended on 1 December 2025, 13 months after the last payment',
    ]);
  });

  it('has an excess of £100 at most, none for a vulnerable client', () => {
    expect(appExcess(false)).toBe('100.00');
    expect(appExcess(true)).toBe('0.00');
  });
});

describe('chargeback', () => {
  it('is asked within 120 days of the payment, or of the expected delivery date', () => {
    const card = pay('2026-01-10', 'debit_card');
    expect(route(routesFor(card, { today: '2026-02-01' }), 'chargeback')).toEqual({ type: 'chargeback', fits: true, fileBy: '2026-05-10' });
    expect(route(routesFor(card, { today: '2026-02-01', expectedDeliveryDate: '2026-03-01' }), 'chargeback')?.fileBy).toBe('2026-06-29');
    expect(route(routesFor(card, { today: '2026-05-11' }), 'chargeback')).toEqual({
      type: 'chargeback',
      fits: false,
      why: 'The 120 days to ask for a chargeback ended on 10 May 2026',
      fileBy: '2026-05-10',
    });
    expect(claimDates(claim('chargeback', { expectedDeliveryDate: '2026-03-01' }), [card], '2026-02-01').fileBy).toBe('2026-06-29');
    expect(route(routesFor(pay('2026-01-10', 'faster_payment'), { today: '2026-02-01' }), 'chargeback')?.why).toBe(
      'A chargeback is for card payments: this was paid by Faster Payment',
    );
    expect(claimWarnings('chargeback', [card], { today: '2026-05-11' })).toEqual([
      'The payment of 10 January 2026 (£500.00 by debit card): the 120 days to ask for a chargeback ended on 10 May 2026',
    ]);
  });
});

describe('Section 75', () => {
  it('covers a credit-card item over £100 and not over £30,000', () => {
    const s75 = (amount: string) => route(routesFor(pay('2025-06-01', 'credit_card', amount), { today: '2025-07-01' }), 'section_75');
    expect(s75('30001.00')).toMatchObject({ fits: false, why: 'Section 75 covers an item priced up to £30,000.00: this payment is £30,001.00' });
    expect(s75('30000.00')?.fits).toBe(true);
    expect(s75('100.00')).toMatchObject({ fits: false, why: 'Section 75 covers an item priced over £100.00: this payment is £100.00' });
    expect(s75('100.01')?.fits).toBe(true);
    expect(route(routesFor(pay('2025-06-01', 'debit_card', '500.00'), { today: '2025-07-01' }), 'section_75')?.fits).toBe(false);
    expect(claimWarnings('section_75', [pay('2025-06-01', 'credit_card', '30001.00')], { today: '2025-07-01' })).toEqual([
      'The payment of 1 June 2025 (£30,001.00 by credit card): Section 75 covers an item priced up to £30,000.00: this payment is £30,001.00',
    ]);
  });

  it('runs 6 years from the payment', () => {
    const card = pay('2020-05-15', 'credit_card', '1200.00');
    expect(route(routesFor(card, { today: '2026-05-15' }), 'section_75')).toEqual({ type: 'section_75', fits: true, fileBy: '2026-05-15' });
    expect(route(routesFor(card, { today: '2026-05-16' }), 'section_75')).toMatchObject({
      fits: false,
      why: 'The 6 years to make a Section 75 claim ended on 15 May 2026',
    });
    expect(claimDates(claim('section_75'), [card], '2026-01-01').fileBy).toBe('2026-05-15');
  });
});

describe('a complaint to a firm', () => {
  it('is answered within 8 weeks, or 15 (35 at the latest) business days about a payment service', () => {
    const filed = claim('firm_complaint', { status: 'filed', filedAt: '2026-03-02' });
    expect(claimDates(filed, [], '2026-03-02', holidays)).toEqual({ responseDue: '2026-04-27', nextDate: '2026-04-27', overdue: false });
    // Monday 2 March 2026: 15 business days is 23 March; 35 skips Good Friday and Easter Monday (3 and 6 April).
    const payments = claimDates({ ...filed, paymentServiceComplaint: true }, [], '2026-03-02', holidays);
    expect(payments).toEqual({ responseDue: '2026-03-23', responseDueLatest: '2026-04-22', nextDate: '2026-03-23', overdue: false });
    // After a holding reply, the 35th.
    const held = claimDates({ ...filed, paymentServiceComplaint: true, informationRequested: true }, [], '2026-03-25', holidays);
    expect(held).toMatchObject({ nextDate: '2026-04-22', overdue: false });
  });

  it('opens the Ombudsman for 6 months after its final response', () => {
    const decided = claim('firm_complaint', { status: 'rejected', filedAt: '2026-07-01', finalResponseAt: '2026-08-31' });
    expect(claimDates(decided, [], '2026-09-01', holidays)).toMatchObject({ referBy: '2027-02-28', nextDate: '2027-02-28', overdue: false });
  });
});

describe('an Ombudsman referral', () => {
  it('is made within 6 months of the final response of the complaint it follows', () => {
    const referral = claim('ombudsman', { follows: { filedAt: '2026-07-01', finalResponseAt: '2026-08-31' } });
    expect(claimDates(referral, [], '2026-09-01')).toEqual({ fileBy: '2027-02-28', nextDate: '2027-02-28', overdue: false });
    expect(claimDates(referral, [], '2027-03-01')).toEqual({ fileBy: '2027-02-28', nextDate: '2027-02-28', overdue: true });
    expect(claimWarnings('ombudsman', [], { today: '2027-03-01', follows: referral.follows })).toEqual([
      'The 6 months to refer the complaint to the Ombudsman ended on 28 February 2027, 6 months after the final response',
    ]);
  });

  it('is possible 8 weeks after the complaint without a final response', () => {
    const follows = { filedAt: '2026-03-02' };
    expect(claimWarnings('ombudsman', [], { today: '2026-04-27', follows })).toEqual([
      'The firm has until 27 April 2026 to send its final response: the Ombudsman can consider the complaint after that, or once the firm has answered',
    ]);
    expect(claimWarnings('ombudsman', [], { today: '2026-04-28', follows })).toEqual([]);
    expect(claimWarnings('ombudsman', [], { today: '2026-04-28' })).toEqual([
      'The Ombudsman considers a complaint once the firm has had its chance to answer: make the complaint to the firm first',
    ]);
  });
});

describe('an exchange freeze', () => {
  it('is urgent for 7 days after a crypto transfer', () => {
    const crypto = pay('2026-11-20', 'crypto_transfer', '0.50000000', { currency: 'BTC' });
    expect(route(routesFor(crypto, { today: '2026-11-21' }), 'exchange_freeze')).toEqual({
      type: 'exchange_freeze',
      fits: true,
      urgentUntil: '2026-11-27',
    });
    expect(claimDates(claim('exchange_freeze'), [crypto], '2026-11-21')).toEqual({
      urgentUntil: '2026-11-27',
      nextDate: '2026-11-27',
      overdue: false,
    });
    // Past its urgency a freeze request is not overdue: there is no time limit, only less chance.
    expect(claimDates(claim('exchange_freeze'), [crypto], '2026-11-28')).toEqual({ urgentUntil: '2026-11-27', overdue: false });
    expect(claimWarnings('exchange_freeze', [crypto], { today: '2026-11-28' })).toEqual([
      'More than 7 days have passed since the last crypto transfer: the funds may have moved on from the exchange',
    ]);
    expect(route(routesFor(pay('2026-11-20', 'debit_card'), { today: '2026-11-21' }), 'exchange_freeze')?.fits).toBe(false);
  });
});

describe('a police report', () => {
  it('fits any payment and has no clock', () => {
    expect(route(routesFor(pay('2019-01-01', 'cash'), { today: '2026-12-02' }), 'police_report')).toEqual({ type: 'police_report', fits: true });
    expect(claimDates(claim('police_report', { status: 'filed', filedAt: '2026-12-01' }), [pay('2019-01-01', 'cash')], '2026-12-02')).toEqual({
      overdue: false,
    });
    expect(claimWarnings('police_report', [pay('2019-01-01', 'cash')], { today: '2026-12-02' })).toEqual([]);
  });
});

describe('the next date', () => {
  it('is the earliest still to come, or the one that has passed when the claim is overdue', () => {
    const payments = [pay('2025-03-02', 'faster_payment')];
    // Preparing: the filing deadline, then past it.
    expect(claimDates(claim('app_reimbursement'), payments, '2026-04-02')).toMatchObject({ nextDate: '2026-04-02', overdue: false });
    expect(claimDates(claim('app_reimbursement'), payments, '2026-04-03')).toMatchObject({ nextDate: '2026-04-02', overdue: true });
    // Filed: what the bank owes, not the filing deadline.
    const filed = claim('app_reimbursement', { status: 'filed', filedAt: '2026-03-02' });
    expect(claimDates(filed, payments, '2026-03-03', holidays)).toMatchObject({
      fileBy: '2026-04-02',
      responseDue: '2026-03-09',
      nextDate: '2026-03-09',
    });
    // Upheld or withdrawn: nothing left to wait on.
    expect(claimDates({ ...filed, status: 'upheld', finalResponseAt: '2026-03-05' }, payments, '2026-03-06', holidays).nextDate).toBeUndefined();
    expect(claimDates({ ...filed, status: 'withdrawn' }, payments, '2026-03-20', holidays)).toMatchObject({ overdue: false });
    expect(claimDates({ ...filed, status: 'withdrawn' }, payments, '2026-03-20', holidays).nextDate).toBeUndefined();
    // Rejected: the Ombudsman's 6 months.
    expect(claimDates({ ...filed, status: 'rejected', finalResponseAt: '2026-03-05' }, payments, '2026-03-06', holidays)).toMatchObject({
      referBy: '2026-09-05',
      nextDate: '2026-09-05',
    });
  });
});
