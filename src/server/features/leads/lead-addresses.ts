import { sql } from 'drizzle-orm';
import type { Lead } from '../../../contract/leads/lead';
import { type Db, queryRows } from '../../platform/db/client';

/** The addresses (lowercased) of the leads merged into lead `id`: each merge's history entry keeps the merged record. */
export const mergedAddressesOf = (id: number) =>
  sql`select lower(a.after->'merged'->>'email') from audit_log a
    where a.entity_type = 'lead' and a.entity_id = ${String(id)} and a.action = 'lead.merged' and a.after->'merged'->>'email' is not null`;

/** Every address the person behind a lead gave (lowercased): its own and those of the leads merged into it. */
export async function leadAddresses(db: Db, lead: Pick<Lead, 'id' | 'email'>): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(db, sql`select lower(${lead.email}) as address union ${mergedAddressesOf(lead.id)}`);
  return rows.map((row) => row.address);
}
