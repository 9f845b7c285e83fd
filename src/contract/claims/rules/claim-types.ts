// The recovery routes a claim can take.
import { labelledValues } from '../../shared/options';

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
