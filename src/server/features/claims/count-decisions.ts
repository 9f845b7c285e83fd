import { sql } from 'drizzle-orm';
import { DECIDED_CLAIM_STATUSES } from '../../../contract/claims/rules/claim-statuses';
import { type Db, queryRows } from '../../platform/db/client';

export interface ClaimDecisions {
  decided: number;
  /** Upheld in full or in part. */
  upheld: number;
}

/**
 * The claims decided between `from` and `to` (both days counted, by the day of the decision), and how many
 * of them were upheld or partly upheld; open and withdrawn claims are not decisions. Read over the claims'
 * partial index of decision days (migration 0050).
 */
export async function claimDecisionsInPeriod(db: Db, period: { from: string; to: string }): Promise<ClaimDecisions> {
  const decided = sql.join(
    DECIDED_CLAIM_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await queryRows<ClaimDecisions>(
    db,
    sql`select count(*)::int as decided, (count(*) filter (where status in ('upheld', 'partly_upheld')))::int as upheld
      from claims
      where decided_on is not null and decided_on between ${period.from} and ${period.to} and status in (${decided})`,
  );
  return row ?? { decided: 0, upheld: 0 };
}
