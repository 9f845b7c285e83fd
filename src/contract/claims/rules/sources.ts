// Each claim type's rule in words, with the law, rule or scheme it comes from.
import type { ClaimType } from './claim-types';
import { RULES_CHECKED_ON } from './terms';

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
