import { and, count, sql } from 'drizzle-orm';
import type { LeadSources } from '../../../contract/leads/list';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';

/** Leads per source and status received in a period (`to` included; UTC days). */
export async function countBySource(db: Db, range: { from?: string; to?: string }): Promise<LeadSources['items']> {
  const rows = await db
    .select({ source: leads.source, status: leads.status, count: count() })
    .from(leads)
    .where(
      and(
        range.from ? sql`${leads.createdAt} >= ${range.from}::date` : undefined,
        range.to ? sql`${leads.createdAt} < ${range.to}::date + 1` : undefined,
      ),
    )
    .groupBy(leads.source, leads.status)
    .orderBy(leads.source, leads.status);
  return rows.map((row) => ({ ...row, status: row.status as LeadSources['items'][number]['status'] }));
}
