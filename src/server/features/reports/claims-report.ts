import { sql } from 'drizzle-orm';
import { DECIDED_CLAIM_STATUSES } from '../../../contract/claims/rules/claim-statuses';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

type Claims = ReportRows<'claims'>;

/**
 * Claims decided per month (by the decision's day) by type and outcome, and for each counterparty
 * (names compared without case or outer spaces, shown as most often written) the median days from filing to decision of the claims
 * it decided in the period, slowest first. Withdrawn and open claims are not decisions.
 */
export async function claimsReport(db: Db, period: ReportPeriod): Promise<Claims> {
  const decided = sql`decided_on between ${period.from} and ${period.to} and status in (${sql.join(
    DECIDED_CLAIM_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const [rows, counterparties] = await Promise.all([
    queryRows<Claims['rows'][number]>(
      db,
      sql`select to_char(date_trunc('month', decided_on), 'YYYY-MM') as month, type, status as outcome, count(*)::int as claims
        from claims where decided_on is not null and ${decided}
        group by 1, 2, 3 order by 1, 2, 3`,
    ),
    queryRows<Claims['counterparties'][number]>(
      db,
      sql`select mode() within group (order by btrim(counterparty)) as counterparty, count(*)::int as decided,
          percentile_cont(0.5) within group (order by greatest(decided_on - filed_on, 0))::float8 as "medianDays"
        from claims where decided_on is not null and filed_on is not null and ${decided}
        group by lower(btrim(counterparty)) order by "medianDays" desc, 1`,
    ),
  ]);
  return { rows, counterparties };
}
