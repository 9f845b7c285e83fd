import { describe, expect, it } from 'vitest';
import { englandAndWalesCalendar } from '../shared/business-days';
import { claimDates } from './rules/claim-dates';
import type { ClaimStatus } from './rules/claim-statuses';
import { CLAIM_TYPES, type ClaimType } from './rules/claim-types';
import { claimDatePhrase, claimTitle, freeRouteNotice } from './claim-text';

const holidays = englandAndWalesCalendar();

describe('what the client reads of a claim', () => {
  it('says what each claim is, in plain words', () => {
    expect(claimTitle('app_reimbursement', 'Example Bank')).toBe('Reimbursement claim to Example Bank under the APP scam rules');
    expect(claimTitle('chargeback', 'Example Bank')).toBe('Chargeback request to Example Bank, your card provider');
    expect(claimTitle('section_75', 'Example Card')).toBe('Section 75 claim to Example Card, your credit card provider');
    expect(claimTitle('firm_complaint', 'Example Exchange Ltd')).toBe('Complaint to Example Exchange Ltd');
    expect(claimTitle('ombudsman', 'Example Bank')).toBe('Referral of your complaint about Example Bank to the Financial Ombudsman Service');
    expect(claimTitle('ombudsman', 'Financial Ombudsman Service')).toBe('Referral of your complaint to the Financial Ombudsman Service');
    expect(claimTitle('exchange_freeze', 'Example Exchange')).toBe('Request to Example Exchange to freeze the funds you sent');
    expect(claimTitle('police_report', 'Report Fraud')).toBe('Report of the scam to Report Fraud');
  });

  it('tells them they can make bank, card and Ombudsman claims themselves, without paying anyone', () => {
    const free: ClaimType[] = ['app_reimbursement', 'chargeback', 'section_75', 'firm_complaint', 'ombudsman'];
    for (const type of CLAIM_TYPES) {
      const notice = freeRouteNotice(type, 'Example Bank');
      if (free.includes(type)) expect(notice, type).toMatch(/yourself, without paying anyone/);
      else expect(notice, type).toBeNull();
    }
    expect(freeRouteNotice('app_reimbursement', 'Example Bank')).toBe(
      'You can make this claim yourself, without paying anyone: ask Example Bank to reimburse you under the APP scam reimbursement rules.',
    );
    expect(freeRouteNotice('ombudsman', 'Financial Ombudsman Service')).toBe(
      'You can refer your complaint yourself, without paying anyone: the Financial Ombudsman Service is free (https://www.financial-ombudsman.org.uk, 0800 023 4567).',
    );
  });

  it('says when to expect an answer', () => {
    const payments = [{ paidAt: '2026-02-20', amount: '900.00', currency: 'GBP', method: 'faster_payment' as const }];
    const phrase = (type: ClaimType, status: ClaimStatus, today: string, facts = {}) => {
      const claim = { type, status, counterparty: 'Example Bank', ...facts };
      return claimDatePhrase(claim, claimDates(claim, payments, today, holidays), today);
    };
    // Thursday 5 March 2026 + 5 business days.
    expect(phrase('app_reimbursement', 'filed', '2026-03-05', { filedAt: '2026-03-05' })).toBe('Your bank should decide by 12 March');
    expect(phrase('app_reimbursement', 'filed', '2026-03-13', { filedAt: '2026-03-05' })).toBe('Your bank should have decided by 12 March');
    expect(phrase('app_reimbursement', 'preparing', '2026-03-05')).toBe('This claim needs to be made by 20 March 2027');
    expect(phrase('firm_complaint', 'filed', '2026-03-02', { filedAt: '2026-03-02' })).toBe(
      'Example Bank should send its final response by 27 April',
    );
    expect(phrase('firm_complaint', 'rejected', '2026-09-01', { filedAt: '2026-07-01', finalResponseAt: '2026-08-31' })).toBe(
      'You can refer this to the Financial Ombudsman Service until 28 February 2027',
    );
    expect(phrase('chargeback', 'filed', '2026-03-05', { filedAt: '2026-03-05' })).toBeNull();
    expect(phrase('app_reimbursement', 'upheld', '2026-03-12', { filedAt: '2026-03-05', finalResponseAt: '2026-03-10' })).toBeNull();
  });
});
