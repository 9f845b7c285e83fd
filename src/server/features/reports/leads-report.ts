import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Leads received per week (London; a week by its Monday, or by the period's first day for a week the
 * period starts within) and source, and how many of them have a client account.
 */
export async function leadsReport(db: Db, period: ReportPeriod): Promise<ReportRows<'leads'>> {
  const rows = await queryRows<ReportRows<'leads'>['rows'][number]>(
    db,
    sql`select to_char(greatest(date_trunc('week', l.created_at at time zone 'Europe/London')::date, ${period.from}::date), 'YYYY-MM-DD') as week,
        l.source, count(*)::int as leads, count(*) filter (where exists (select 1 from client_accounts a where a.submission_id = l.id))::int as "withAccount"
      from client_submissions l
      where l.created_at >= ${period.start} and l.created_at < ${period.end}
      group by 1, 2 order by 1, 2`,
  );
  return { rows };
}
