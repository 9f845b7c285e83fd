import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * The rows of `background_jobs` through which instances share a singleton job: its schedule (`next_run_at`)
 * and a lease that one instance holds while it runs the job. A lease is renewed while its run goes on; one
 * whose instance died runs out after `leaseMs` and the job is due again for any instance. Every time is the
 * database's, so the instances' clocks need not agree.
 */
export function jobLeases(db: Db, holder: string, leaseMs: number) {
  const held = sql`lease_holder = ${holder}`;
  const free = sql`(lease_until is null or lease_until < now())`;

  return {
    /**
     * Makes the job's row (first due `firstAfterMs` from now). An existing row keeps its schedule, brought
     * forward if the job now runs more often than when it was set.
     */
    async ensure(name: string, firstAfterMs: number, everyMs: number): Promise<void> {
      await db.execute(sql`insert into background_jobs (name, next_run_at) values (${name}, now() + ${secs(firstAfterMs)})
        on conflict (name) do update set next_run_at = least(background_jobs.next_run_at, now() + ${secs(everyMs)})`);
    },

    /**
     * Takes the lease of a job that is due and free. Otherwise answers how long until it falls due, and
     * how long another instance still holds it (0: nobody does); null: the job has no row.
     */
    async claim(name: string): Promise<{ mine: true; failures: number } | { mine: false; dueInMs: number; heldForMs: number } | null> {
      const [row] = await queryRows<{ failures: number | null; dueInMs: number; heldForMs: number }>(
        db,
        sql`with mine as (
            update background_jobs set lease_holder = ${holder}, lease_until = now() + ${secs(leaseMs)}, updated_at = now()
            where name = ${name} and next_run_at <= now() and ${free}
            returning failures)
          select (select failures from mine) as failures,
            greatest(0, extract(epoch from next_run_at - now()) * 1000)::float8 as "dueInMs",
            greatest(0, coalesce(extract(epoch from lease_until - now()) * 1000, 0))::float8 as "heldForMs"
          from background_jobs where name = ${name}`,
      );
      if (!row) return null;
      if (row.failures !== null) return { mine: true, failures: row.failures };
      return { mine: false, dueInMs: Number(row.dueInMs), heldForMs: Number(row.heldForMs) };
    },

    /** Takes the lease whether or not the job is due (a run on demand); false: another instance holds it. */
    async take(name: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update background_jobs set lease_holder = ${holder}, lease_until = now() + ${secs(leaseMs)}, updated_at = now()
          where name = ${name} and ${free} returning name`,
      );
      return rows.length === 1;
    },

    /** Extends a held lease; false: it is no longer this instance's (it ran out and another took it). */
    async renew(name: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update background_jobs set lease_until = now() + ${secs(leaseMs)} where name = ${name} and ${held} returning name`,
      );
      return rows.length === 1;
    },

    /** Records a finished run and gives the lease up; the job is next due `nextInMs` from now. */
    async finish(name: string, run: { nextInMs: number; failures: number; error: string | null }): Promise<void> {
      await db.execute(sql`update background_jobs set lease_holder = null, lease_until = null, next_run_at = now() + ${secs(run.nextInMs)},
        failures = ${run.failures}, last_error = ${run.error}, last_run_at = now(), updated_at = now()
        where name = ${name} and ${held}`);
    },

    /** Gives the lease up and leaves the schedule as it was. */
    async release(name: string): Promise<void> {
      await db.execute(
        sql`update background_jobs set lease_holder = null, lease_until = null, updated_at = now() where name = ${name} and ${held}`,
      );
    },
  };
}
