import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';

export interface RecoveredInPeriod {
  currency: string;
  /** The money received in the period, net of reversals ("1250.00"). */
  amount: string;
  /** The client accounts that received some of it. */
  clients: number;
}

/**
 * The money recorded as recovered for clients between `from` and `to` (both days counted), by currency.
 * A reversal corrects a mistaken entry, so it counts on the day of the entry it reverses: a reversed entry
 * and its reversal net to nothing, whenever the reversal was made. Read over the ledger's partial index of
 * entries by day (migration 0050); reversals are found through their unique index.
 */
export async function recoveredInPeriod(db: Db, period: { from: string; to: string }): Promise<RecoveredInPeriod[]> {
  return queryRows<RecoveredInPeriod>(
    db,
    sql`select currency, sum(net)::text as amount, (count(*) filter (where net > 0))::int as clients
      from (
        select e.client_account_id, e.currency, sum(e.amount) as net
        from recovery_ledger_entries e
        where e.reverses_entry_id is null and e.received_on between ${period.from} and ${period.to}
          and not exists (select 1 from recovery_ledger_entries r where r.reverses_entry_id = e.id)
        group by e.client_account_id, e.currency
      ) per_client
      group by currency
      having sum(net) > 0
      order by sum(net) desc, currency`,
  );
}
