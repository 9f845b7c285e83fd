import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

/**
 * Claims up to `limit` due jobs of a durable outbox (`crm_outbox`, `mail_outbox`): queued ones whose time
 * has come and in-flight ones whose lock ran out (their instance died). SKIP LOCKED: two instances never
 * claim the same job. Each claimed job is marked in flight under `token` for `lockSeconds`.
 */
export async function claimDueJobs<Job>(
  db: Db,
  outbox: 'crm_outbox' | 'mail_outbox',
  claim: { token: string; lockSeconds: number; limit: number; returning: SQL },
): Promise<Job[]> {
  const table = sql.raw(outbox);
  return queryRows<Job>(
    db,
    sql`
    with due as (
      select id from ${table}
      where (status = 'queued' and next_attempt_at <= now()) or (status = 'in_flight' and locked_until < now())
      order by next_attempt_at, id
      limit ${claim.limit}
      for update skip locked
    )
    update ${table} o set status = 'in_flight', attempts = o.attempts + 1, claim_token = ${claim.token},
      locked_until = now() + make_interval(secs => ${claim.lockSeconds}), updated_at = now()
    from due where o.id = due.id
    returning ${claim.returning}`,
  );
}
