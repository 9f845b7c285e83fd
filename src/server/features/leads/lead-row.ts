import { sql } from 'drizzle-orm';
import type { Lead } from '../../../contract/leads/lead';
import { isoOrNull } from '../../platform/db/timestamps';
import { clientSubmissions } from '../../platform/db/schema';

/** The columns a lead is sent with (the search helpers stay in the database). */
export const leadColumns = {
  id: clientSubmissions.id,
  reference: clientSubmissions.reference,
  firstName: clientSubmissions.firstName,
  lastName: clientSubmissions.lastName,
  email: clientSubmissions.email,
  phone: clientSubmissions.phone,
  country: clientSubmissions.country,
  amountLost: clientSubmissions.amountLost,
  currency: clientSubmissions.currency,
  depositMethod: clientSubmissions.depositMethod,
  companyName: clientSubmissions.companyName,
  expertCallTime: clientSubmissions.expertCallTime,
  caseDetails: clientSubmissions.caseDetails,
  status: clientSubmissions.status,
  priority: clientSubmissions.priority,
  source: clientSubmissions.source,
  utmMedium: clientSubmissions.utmMedium,
  utmCampaign: clientSubmissions.utmCampaign,
  referrer: clientSubmissions.referrer,
  notes: clientSubmissions.notes,
  assignedTo: clientSubmissions.assignedTo,
  lastContactedAt: clientSubmissions.lastContactedAt,
  nextFollowUpAt: clientSubmissions.nextFollowUpAt,
  followUpNote: clientSubmissions.followUpNote,
  consentToShare: clientSubmissions.consentToShare,
  consentText: clientSubmissions.consentText,
  consentAt: clientSubmissions.consentAt,
  crmSyncStatus: clientSubmissions.crmSyncStatus,
  crmSyncedAt: clientSubmissions.crmSyncedAt,
  crmSyncError: clientSubmissions.crmSyncError,
  legalHoldReason: clientSubmissions.legalHoldReason,
  createdAt: clientSubmissions.createdAt,
  updatedAt: clientSubmissions.updatedAt,
  /**
   * The client account opened from the lead: one probe of `client_accounts_submission_idx` a row, run
   * for the rows of the page alone (the list pages its ids first). The oldest, should two name it.
   */
  // Named in full: in a query of the lead table alone Drizzle leaves its columns unqualified, and "id" would be the account's.
  clientAccountId: sql<number | null>`(select min(ca.id) from client_accounts ca where ca.submission_id = "client_submissions"."id")`,
};

type LeadRow = typeof clientSubmissions.$inferSelect;

export function toLead(
  row: Omit<LeadRow, 'searchText' | 'amountLostRank' | 'userId' | 'legalHoldAt' | 'sendingId'> & { clientAccountId: number | null },
): Lead {
  return {
    id: row.id,
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    currency: row.currency,
    depositMethod: row.depositMethod,
    companyName: row.companyName,
    expertCallTime: row.expertCallTime,
    caseDetails: row.caseDetails,
    source: row.source,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    referrer: row.referrer,
    notes: row.notes,
    assignedTo: row.assignedTo,
    consentToShare: row.consentToShare,
    consentText: row.consentText,
    crmSyncError: row.crmSyncError,
    holdReason: row.legalHoldReason,
    clientAccountId: row.clientAccountId,
    amountLost: row.amountLost as Lead['amountLost'],
    status: row.status as Lead['status'],
    priority: row.priority as Lead['priority'],
    crmSyncStatus: row.crmSyncStatus as Lead['crmSyncStatus'],
    lastContactedAt: isoOrNull(row.lastContactedAt),
    nextFollowUpAt: isoOrNull(row.nextFollowUpAt),
    followUpNote: row.followUpNote,
    consentAt: isoOrNull(row.consentAt),
    crmSyncedAt: isoOrNull(row.crmSyncedAt),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
