import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';
import { complaintIsOpen } from '../../platform/erasure';

export interface RetentionSchedule {
  leadDays: number;
  contactDays: number;
  chatDays: number;
  clientYears: number;
  complaintYears: number;
}

export type DueRecords = Record<'leads' | 'contactMessages' | 'chats' | 'clients' | 'complaints', SQL>;

export const idsOf = async (tx: Db, query: SQL) => (await queryRows<{ id: number }>(tx, query)).map((r) => r.id);

// A first purge of years of records may run long: the request timeouts do not bind this job.
export const unbounded = (tx: Db) => tx.execute(sql`set local statement_timeout = 0`);

/** The queries of the ids past their retention period, by kind of record. */
/** No open complaint `c` linked to the row by `link`. */
const noOpenComplaint = (link: SQL) => sql`not exists (select 1 from complaints c where ${complaintIsOpen()} and ${link})`;

export function dueRecords(schedule: RetentionSchedule): DueRecords {
  return {
    // A lead that became a client is kept with the client's records; one whose person has a complaint open
    // waits for it to close, as an erasure would. Two tests, not one with an OR: each is then a hash
    // anti-join (with the OR, every old lead scanned the open complaints: minutes at a million leads).
    leads: sql`select l.id from client_submissions l
      where l.created_at < now() - make_interval(days => ${schedule.leadDays}) and l.legal_hold_reason is null
        and not exists (select 1 from client_accounts a where a.submission_id = l.id)
        and not exists (select 1 from complaints c where ${complaintIsOpen()} and c.lead_id = l.id)
        and not exists (select 1 from complaints c where ${complaintIsOpen()} and lower(c.email) = lower(l.email))`,
    contactMessages: sql`select id from contact_submissions where created_at < now() - make_interval(days => ${schedule.contactDays})`,
    chats: sql`select r.id from chat_rooms r where r.client_account_id is null and r.last_activity_at < now() - make_interval(days => ${schedule.chatDays})
        and not exists (select 1 from client_submissions l where l.id = r.lead_id and l.legal_hold_reason is not null)`,
    // Not while a complaint of theirs (by account, lead or email) is open: the erasure would refuse (see
    // `eraseDueClients`). One test each, not one with an OR, for the same reason as the leads'.
    clients: sql`select a.id from client_accounts a
      where a.case_stage = 'closed' and a.case_stage_changed_at < now() - make_interval(years => ${schedule.clientYears})
        and a.legal_hold_reason is null
        and not exists (select 1 from client_submissions l where l.id = a.submission_id and l.legal_hold_reason is not null)
        and ${noOpenComplaint(sql`c.client_account_id = a.id`)}
        and ${noOpenComplaint(sql`c.lead_id = a.submission_id`)}
        and ${noOpenComplaint(sql`lower(c.email) = lower(a.email)`)}`,
    // A client's complaints (linked to the account or to the lead it came from) are kept while the client is;
    // the others, and those of a client since erased (the erasure unlinks them), once their period has passed
    // since they closed.
    complaints: sql`select c.id from complaints c
      where c.client_account_id is null and c.closed_at < now() - make_interval(years => ${schedule.complaintYears})
        and not exists (select 1 from client_submissions l where l.id = c.lead_id and l.legal_hold_reason is not null)
        and not exists (select 1 from client_accounts a where a.submission_id = c.lead_id)`,
  };
}
