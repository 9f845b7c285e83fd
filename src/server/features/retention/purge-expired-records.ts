import { type SQL, sql } from 'drizzle-orm';
import type { PurgeCounts } from '../../../contract/shared/retention';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { eraseAuditValues } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';
import { type DueRecords, idsOf, unbounded } from './due-records';

const purgeRows = (tx: Db, table: string, query: SQL) => idsOf(tx, sql`delete from ${sql.identifier(table)} where id in (${query}) returning id`);

/** Erases each client past their period, each in its own transaction; answers how many were erased. */
async function eraseDueClients(db: Db, due: DueRecords, eraseClient: (accountId: number) => Promise<void>, signal?: AbortSignal) {
  let clients = 0;
  for (const id of await idsOf(db, due.clients)) {
    signal?.throwIfAborted();
    try {
      await eraseClient(id);
      clients += 1;
    } catch (error) {
      // Refused (and audited) since it was read: a complaint opened meanwhile, or one made from the
      // address of a lead merged into theirs. The client waits for a later run.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return clients;
}

/**
 * The emails sent to a purged lead's person (its address, and those of leads merged into it) go with
 * it; read before the lead and its history go.
 */
async function addressesOfDueLeads(tx: Db, due: DueRecords) {
  return (
    await queryRows<{ address: string }>(
      tx,
      sql`with gone as (${due.leads})
        select lower(l.email) as address from client_submissions l where l.id in (select id from gone)
        union select lower(a.after->'merged'->>'email') from audit_log a
        where a.entity_type = 'lead' and a.action = 'lead.merged' and a.entity_id in (select id::text from gone)`,
    )
  ).map((row) => row.address);
}

async function deleteMailTo(tx: Db, addresses: string[]) {
  if (addresses.length === 0) return;
  // Not mail still to go, nor mail to an address something kept is about (a client, another lead, a
  // complaint kept for its own period, a contact message or visitor chat not yet due, a member of staff).
  await tx.execute(sql`delete from mail_outbox m where lower(m.to_address) = any(${sql.param(addresses)}::text[])
    and m.status not in ('queued', 'in_flight')
    and not exists (select 1 from client_accounts c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from client_submissions l where lower(l.email) = lower(m.to_address))
    and not exists (select 1 from complaints c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from contact_submissions c where lower(c.email) = lower(m.to_address))
    and not exists (select 1 from chat_rooms r where lower(r.contact_email) = lower(m.to_address))
    and not exists (select 1 from users u where lower(u.email) = lower(m.to_address))`);
}

/** Deletes the other records past their period in one transaction, and audits the run with its counts. */
function purgeDueRows(db: Db, due: DueRecords, clients: number) {
  return db.transaction(async (tx): Promise<PurgeCounts> => {
    await unbounded(tx);
    const addresses = await addressesOfDueLeads(tx, due);
    const leads = await purgeRows(tx, 'client_submissions', due.leads);
    await eraseAuditValues(tx, 'lead', leads);
    await deleteMailTo(tx, addresses);
    const contactMessages = await purgeRows(tx, 'contact_submissions', due.contactMessages);
    await eraseAuditValues(tx, 'contact_submission', contactMessages);
    const chats = await purgeRows(tx, 'chat_rooms', due.chats);
    const complaints = await purgeRows(tx, 'complaints', due.complaints);
    await eraseAuditValues(tx, 'complaint', complaints);
    const done = { leads: leads.length, contactMessages: contactMessages.length, chats: chats.length, clients, complaints: complaints.length };
    await recordAudit(tx, {
      actorUserId: null,
      action: 'retention.purged',
      entityType: 'retention',
      entityId: new Date().toISOString().slice(0, 10),
      after: done,
    });
    return done;
  });
}

export async function purgeExpiredRecords(
  db: Db,
  due: DueRecords,
  eraseClient: (accountId: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<PurgeCounts> {
  // Clients first, each in its own transaction: their erasure also takes their messages and chats, which
  // the deletes below then no longer find.
  const clients = await eraseDueClients(db, due, eraseClient, signal);
  signal?.throwIfAborted();
  return purgeDueRows(db, due, clients);
}
