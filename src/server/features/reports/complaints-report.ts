import { sql } from 'drizzle-orm';
import { FINAL_RESPONSE_WEEKS, OPEN_COMPLAINT_STATUSES, SUMMARY_RESOLUTION_BUSINESS_DAYS } from '../../../contract/complaints/complaints';
import type { ReportRows } from '../../../contract/reports/reports';
import { addBusinessDays, addDays, type BankHolidays, londonDate } from '../../../contract/shared/business-days';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Complaints received per month (London): how many, resolved (a final response or a summary
 * resolution) by the end of the third business day after receipt, within eight weeks, and still open
 * more than eight weeks after receipt. Each day's two deadlines are the register's own (business days of
 * England and Wales); the counting is SQL's.
 */
export async function complaintsReport(
  db: Db,
  period: ReportPeriod,
  context: { holidays: BankHolidays; now: Date },
): Promise<ReportRows<'complaints'>> {
  const days = daysOf(period);
  const summaryBy = days.map((day) => addBusinessDays(day, SUMMARY_RESOLUTION_BUSINESS_DAYS, context.holidays));
  const finalBy = days.map((day) => addDays(day, FINAL_RESPONSE_WEEKS * 7));
  const open = sql.join(
    OPEN_COMPLAINT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<ReportRows<'complaints'>['rows'][number]>(
    db,
    sql`with deadlines as (
        select * from unnest(${`{${days}}`}::date[], ${`{${summaryBy}}`}::date[], ${`{${finalBy}}`}::date[]) as d(day, summary_by, final_by)
      ), received as (
        select (received_at at time zone 'Europe/London')::date as day, (closed_at at time zone 'Europe/London')::date as closed_on,
          status in (${open}) as open
        from complaints where received_at >= ${period.start} and received_at < ${period.end}
      )
      select to_char(date_trunc('month', r.day), 'YYYY-MM') as month, count(*)::int as received,
        (count(*) filter (where not r.open and r.closed_on <= d.summary_by))::int as "resolvedWithin3BusinessDays",
        (count(*) filter (where not r.open and r.closed_on <= d.final_by))::int as "resolvedWithin8Weeks",
        (count(*) filter (where r.open and d.final_by < ${londonDate(context.now)}::date))::int as "openPast8Weeks"
      from received r join deadlines d on d.day = r.day
      group by 1 order by 1`,
  );
  return { rows };
}
