import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Leads received per week (London; a week by its Monday, or by the period's first day for a week the
 * period starts within) and source, and how many of them have a client account: summed from the day
 * tallies the leads' and the accounts' own triggers keep (migration 0051).
 */
export async function leadsReport(db: Db, period: ReportPeriod): Promise<ReportRows<'leads'>> {
  const week = (day: ReturnType<typeof sql.raw>) => sql`to_char(greatest(date_trunc('week', ${day})::date, ${period.from}::date), 'YYYY-MM-DD')`;
  const inPeriod = sql`between ${period.from}::date and ${period.to}::date`;
  const rows = await queryRows<ReportRows<'leads'>['rows'][number]>(
    db,
    sql`with leads as (
        select ${week(sql.raw('t.day'))} as week, t.source, sum(t.leads)::int as leads
        from lead_day_tallies t where t.day ${inPeriod} group by 1, 2 having sum(t.leads) > 0
      ), accounts as (
        select ${week(sql.raw('a.day'))} as week, a.source, count(*)::int as n
        from account_lead_days a where a.day ${inPeriod} group by 1, 2
      )
      select l.week, l.source, l.leads, coalesce(a.n, 0) as "withAccount"
      from leads l left join accounts a using (week, source) order by 1, 2`,
  );
  return { rows };
}
