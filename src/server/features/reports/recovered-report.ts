import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Money recovered per month and currency, from the ledger: an entry counts in the month of the day it
 * was received, a reversal (a negative entry) in the month it was recorded, as an accountant's books
 * would show it. (The landing page's figure nets a reversal against the entry it reverses instead.)
 */
export async function recoveredReport(db: Db, period: ReportPeriod): Promise<ReportRows<'recovered'>> {
  const rows = await queryRows<ReportRows<'recovered'>['rows'][number]>(
    db,
    sql`select to_char(e.month, 'YYYY-MM') as month, e.currency, sum(e.amount)::text as amount,
        (count(*) filter (where not e.reversal))::int as entries, (count(*) filter (where e.reversal))::int as reversals
      from (
        select date_trunc('month', received_on) as month, currency, amount, false as reversal from recovery_ledger_entries
          where reverses_entry_id is null and received_on between ${period.from} and ${period.to}
        union all
        select date_trunc('month', created_at at time zone 'Europe/London'), currency, amount, true from recovery_ledger_entries
          where reverses_entry_id is not null and created_at >= ${period.start} and created_at < ${period.end}
      ) e
      group by e.month, e.currency order by e.month, e.currency`,
  );
  return { rows };
}
