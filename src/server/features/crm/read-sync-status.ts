import { desc, sql } from 'drizzle-orm';
import { CRM_CASE_DETAILS_PREVIEW, type CrmLead, type CrmStatusQuery, type CrmSyncStatus } from '../../../contract/crm/crm';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { isoOrNull } from '../../platform/db/timestamps';

/** The CRM sync's stats over every lead and one page of leads, newest first; `configured` says whether a partner takes them. */
export async function readSyncStatus(db: Db, configured: boolean, { page, pageSize }: CrmStatusQuery): Promise<CrmSyncStatus> {
  const [stats] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      synced: sql<number>`count(*) filter (where ${leads.crmSyncStatus} = 'synced')`.mapWith(Number),
      // A lead without consent is never sent: it is not waiting, so it is counted apart.
      pending: sql<number>`count(*) filter (where ${leads.crmSyncStatus} = 'pending' and ${leads.consentToShare})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${leads.crmSyncStatus} = 'failed')`.mapWith(Number),
      duplicate: sql<number>`count(*) filter (where ${leads.crmSyncStatus} = 'duplicate')`.mapWith(Number),
      noConsent: sql<number>`count(*) filter (where ${leads.crmSyncStatus} = 'pending' and not ${leads.consentToShare})`.mapWith(Number),
    })
    .from(leads);
  const rows = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      caseDetails: sql<string>`left(${leads.caseDetails}, ${CRM_CASE_DETAILS_PREVIEW})`,
      consentToShare: leads.consentToShare,
      crmSyncStatus: leads.crmSyncStatus,
      crmSyncedAt: leads.crmSyncedAt,
      crmSyncError: leads.crmSyncError,
      // Qualified by hand: drizzle renders a column here as a bare "id", which would mean o.id.
      queued: sql<boolean>`exists (select 1 from crm_outbox o where o.lead_id = "client_submissions"."id" and o.status in ('queued', 'in_flight'))`,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    configured,
    stats,
    page,
    pageSize,
    leads: rows.map(
      (r): CrmLead => ({
        ...r,
        crmSyncStatus: r.crmSyncStatus as CrmLead['crmSyncStatus'],
        crmSyncedAt: isoOrNull(r.crmSyncedAt),
        createdAt: new Date(r.createdAt).toISOString(),
      }),
    ),
  };
}
