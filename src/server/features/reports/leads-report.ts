import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Leads received per week (London; a week by its Monday, or by the period's first day for a week the
 * period starts within) and source, and how many of them have a client account: summed from the
 * leads' own day tallies (migration 0051), which their triggers keep with every lead written.
 */
export async function leadsReport(db: Db, period: ReportPeriod): Promise<ReportRows<'leads'>> {
  const rows = await queryRows<ReportRows<'leads'>['rows'][number]>(
    db,
    sql`select to_char(greatest(date_trunc('week', t.day)::date, ${period.from}::date), 'YYYY-MM-DD') as week,
        t.source, sum(t.leads)::int as leads, sum(t.with_account)::int as "withAccount"
      from lead_day_tallies t
      where t.day between ${period.from}::date and ${period.to}::date
      group by 1, 2 having sum(t.leads) > 0 order by 1, 2`,
  );
  return { rows };
}
