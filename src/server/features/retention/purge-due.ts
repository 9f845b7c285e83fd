import { type SQL, sql } from 'drizzle-orm';
import type { PurgeCounts } from '../../../contract/shared/retention';
import { type Db, queryRows } from '../../platform/db/client';
import { eraseAuditValues } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';

export const idsOf = async (tx: Db, query: SQL) => (await queryRows<{ id: number }>(tx, query)).map((r) => r.id);

const purgeRows = (tx: Db, table: string, query: SQL) => idsOf(tx, sql`delete from ${sql.identifier(table)} where id in (${query}) returning id`);

/** Erases each client due, one at a time; one refused since it was read (409) waits for a later run. Answers how many went. */
async function eraseClients(ids: number[], eraseClient: (accountId: number) => Promise<void>): Promise<number> {
  let erased = 0;
  for (const id of ids) {
    try {
      await eraseClient(id);
      erased += 1;
    } catch (error) {
      // Refused (and audited) since it was read: a complaint opened meanwhile, or one made from the
      // address of a lead merged into theirs.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return erased;
}

/** The addresses of the leads due (theirs, and those of leads merged into them), read before they go. */
async function addressesOfLeads(tx: Db, dueLeads: SQL): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(
    tx,
    sql`with gone as (${dueLeads})
      select lower(l.email) as address from client_submissions l where l.id in (select id from gone)
      union select lower(a.after->'merged'->>'email') from audit_log a
      where a.entity_type = 'lead' and a.action = 'lead.merged' and a.entity_id in (select id::text from gone)`,
  );
  return rows.map((row) => row.address);
}

/**
 * The emails sent to these addresses, except mail still to go and mail to an address something kept is
 * about (a client, another lead, a complaint kept for its own period, a contact message or visitor chat
 * not yet due, a member of staff).
 */
async function deleteMailTo(tx: Db, addresses: string[]) {
  if (addresses.length === 0) return;
  await tx.execute(sql`delete from mail_outbox m where lower(m.to_address) = any(${sql.param(addresses)}::text[])
    and m.status not in ('queued', 'in_flight')
    and not exists (select 1 from client_accounts c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from client_submissions l where lower(l.email) = lower(m.to_address))
    and not exists (select 1 from complaints c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from contact_submissions c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from chat_rooms r where lower(r.contact_email) = lower(m.to_address))
    and not exists (select 1 from users u where lower(u.email) = lower(m.to_address))`);
}

/** Deletes everything due (audit values of what went erased too); answers how many of each kind went. */
export async function purgeDue(
  tx: Db,
  due: Record<keyof PurgeCounts, SQL>,
  eraseClient: (accountId: number) => Promise<void>,
): Promise<PurgeCounts> {
  // Clients first, each in its own transaction, while this one holds only the lock: their erasure
  // also takes their messages and chats, which the deletes below then no longer find.
  const clients = await eraseClients(await idsOf(tx, due.clients), eraseClient);
  // The emails sent to a purged lead's person go with it.
  const addresses = await addressesOfLeads(tx, due.leads);
  const leads = await purgeRows(tx, 'client_submissions', due.leads);
  await eraseAuditValues(tx, 'lead', leads);
  await deleteMailTo(tx, addresses);
  const contactMessages = await purgeRows(tx, 'contact_submissions', due.contactMessages);
  await eraseAuditValues(tx, 'contact_submission', contactMessages);
  const chats = await purgeRows(tx, 'chat_rooms', due.chats);
  const complaints = await purgeRows(tx, 'complaints', due.complaints);
  await eraseAuditValues(tx, 'complaint', complaints);
  return { leads: leads.length, contactMessages: contactMessages.length, chats: chats.length, clients, complaints: complaints.length };
}
