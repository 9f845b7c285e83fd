import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';
import { databaseErrorOf } from '../../platform/db/unavailable';

/**
 * Folds the kept lead figures (migration 0028) into one slot and drops the rows that net to zero, so
 * `lead_tallies` stays a few rows per group however many slots and sessions wrote them. Every figure's
 * sum is the same before and after. The fold waits for nothing and holds no writer up:
 * - it folds only the slots no writer holds, and of the rows it moves it skips any a writer has locked;
 *   a writer finding a slot taken takes another, as it always does;
 * - a recount or truncate of the leads (which resets the tallies) under way: the fold leaves it alone;
 *   one asked for meanwhile waits for the fold, so none of its rows outlives the reset;
 * - one instance folds at a time (it is the singleton job `leads.fold-tallies`); two folds at once would
 *   still be right, each folding the slots the other left.
 * Answers whether it folded (false: left for the next run).
 */
export async function foldLeadTallies(db: Db): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      // Writers take this mode too, so it holds none of them up.
      await tx.execute(sql`lock table client_submissions in row exclusive mode nowait`);
      // The slots with rows (and slot 0, to fold into), as far as no writer holds them; the first is the target.
      const slots = await queryRows<{ slot: number }>(
        tx,
        sql`select slot from lead_count_slots s where s.slot = 0 or exists (select from lead_tallies t where t.slot = s.slot)
          order by slot for update skip locked`,
      );
      if (slots.length === 0) return false;
      const target = slots[0].slot;
      // Locked first (skipping any a writer holds), then moved: the move reads exactly the rows locked.
      const picked = await queryRows<{ at: string }>(
        tx,
        sql`select ctid::text as at from lead_tallies
          where (slot = any(${sql.param(slots.map((row) => row.slot))}::int[]) and slot <> ${target}) or slot < 0
          for update skip locked`,
      );
      if (picked.length > 0) {
        await tx.execute(sql`with moved as (
            delete from lead_tallies where ctid = any(${sql.param(picked.map((row) => row.at))}::tid[])
            returning status, priority, assigned_to, n)
          insert into lead_tallies (slot, status, priority, assigned_to, n)
            select ${target}, status, priority, assigned_to, sum(n) from moved group by 2, 3, 4
          on conflict on constraint lead_tallies_group do update set n = lead_tallies.n + excluded.n`);
      }
      await tx.execute(sql`delete from lead_tallies where slot = ${target} and n = 0`);
      return true;
    });
  } catch (error) {
    // 55P03: a lock another transaction holds, asked for without waiting.
    if (databaseErrorOf(error)?.code === '55P03') return false;
    throw error;
  }
}
