// What a claim's evidence pack says: the letter to the counterparty, in the practice's name, with the
// rule each claim type relies on. The client may send the same pack themselves (FCA CMCOB 4.2.2R).
import type { ClaimType } from './rules/claim-types';

export interface PackLetter {
  /** The claim in plain words: the letter's subject. */
  subject: string;
  /** The rule the claim relies on, as the letter cites it; none for a freeze request or a police report. */
  rule: string | null;
  /** What the letter asks of the counterparty. */
  request: string;
}

export const PACK_LETTERS: Record<ClaimType, PackLetter> = {
  app_reimbursement: {
    subject: 'Claim for reimbursement of an authorised push payment (APP) scam',
    rule: "The Payment Systems Regulator's reimbursement requirement for APP scams: Specific Direction 20 (Faster Payments) and Specific Direction 21 (CHAPS), in force from 7 October 2024.",
    request:
      'Our client was deceived into making the payments scheduled below to an account controlled by a fraudster. We ask you to reimburse them under the reimbursement requirement, which asks you to decide within 5 business days of this claim, or by the 35th business day if you ask for more information.',
  },
  chargeback: {
    subject: 'Request for a chargeback',
    rule: "The card scheme's dispute rules (Visa Core Rules; Mastercard Chargeback Guide).",
    request:
      'Our client made the card payments scheduled below to a merchant that defrauded them. We ask you to raise a chargeback for each of them under the card scheme rules.',
  },
  section_75: {
    subject: 'Claim under section 75 of the Consumer Credit Act 1974',
    rule: 'Section 75 of the Consumer Credit Act 1974: the provider of the credit card is liable with the supplier for its misrepresentation or breach of contract.',
    request:
      'Our client paid with the credit card you provide for what is scheduled below, and the supplier misrepresented it or broke the contract. We ask you to refund our client under section 75.',
  },
  firm_complaint: {
    subject: 'Complaint',
    rule: "The FCA's complaint-handling rules (DISP 1.6.2R and 1.6.2AR) and, for a payment service, regulation 101 of the Payment Services Regulations 2017.",
    request:
      "We complain on our client's behalf about the payments scheduled below. Please send your final response within 8 weeks, or within 15 business days for a complaint about a payment service.",
  },
  ombudsman: {
    subject: 'Referral of a complaint to the Financial Ombudsman Service',
    rule: "DISP 2.8 of the FCA Handbook: a complaint may be referred within 6 months of the firm's final response, or once 8 weeks have passed without one.",
    request: "We refer our client's complaint about the payments scheduled below to the Financial Ombudsman Service.",
  },
  exchange_freeze: {
    subject: 'Urgent request to freeze funds sent as the result of a scam',
    rule: null,
    request:
      'The payments scheduled below were sent by our client, as the result of a scam, to wallets or accounts you may hold. We ask you urgently to freeze these funds and keep the records of the accounts that received them.',
  },
  police_report: {
    subject: 'Report of a fraud',
    rule: null,
    request: "We report, on our client's behalf, the fraud by which they made the payments scheduled below.",
  },
};

/** The pack's file name: the case ID and the claim type, "RC-000042-app-reimbursement-pack.pdf". */
export function packFileName(caseId: string, type: ClaimType, extension: 'pdf' | 'zip'): string {
  return `${caseId}-${type.replace(/_/g, '-')}-pack.${extension}`;
}

/** What the client's dashboard says beside the download: the pack is theirs to file with, for free. */
export const PACK_FREE_FILING_NOTICE =
  'With this pack you can make the claim yourself, for free: send the letter and your documents to the organisation it is addressed to.';
