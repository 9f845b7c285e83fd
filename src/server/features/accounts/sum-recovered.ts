import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';

export interface Period {
  /** Both days counted. */
  from: string;
  to: string;
}

/**
 * The ledger's entries that count in a period: received in it and not reversed. A reversal corrects a
 * mistaken entry, so it counts on the day of the entry it reverses: a reversed entry and its reversal
 * net to nothing, whenever the reversal was made. Read over the partial index of entries by day
 * (migration 0050); reversals are found through their unique index.
 */
const kept = (period: Period): SQL => sql`recovery_ledger_entries e
  where e.reverses_entry_id is null and e.received_on between ${period.from} and ${period.to}
    and not exists (select 1 from recovery_ledger_entries r where r.reverses_entry_id = e.id)`;

/** The money recorded as recovered for clients in a period, net of reversals, by currency ("1250.00"), largest first. */
export async function recoveredInPeriod(db: Db, period: Period): Promise<{ currency: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select e.currency, sum(e.amount)::text as amount from ${kept(period)}
      group by e.currency having sum(e.amount) > 0 order by sum(e.amount) desc, e.currency`,
  );
}

/** How many client accounts have a net recovery above zero in a period. */
export async function clientsRecoveredFor(db: Db, period: Period): Promise<number> {
  const [row] = await queryRows<{ clients: number }>(
    db,
    sql`select count(*)::int as clients from (
        select e.client_account_id from ${kept(period)} group by e.client_account_id having sum(e.amount) > 0
      ) helped`,
  );
  return row?.clients ?? 0;
}
