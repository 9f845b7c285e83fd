import { type SQL, sql } from 'drizzle-orm';
import type { PurgeCounts, PurgeResult } from '../../../contract/shared/retention';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { complaintIsOpen, eraseAuditValues } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';
import type { JobRunner } from '../../platform/jobs/job-runner';

export interface RetentionSchedule {
  leadDays: number;
  contactDays: number;
  chatDays: number;
  clientYears: number;
  complaintYears: number;
}

/** The daily purge's job (jobs.ts), whose lease also keeps an admin's purge from running beside another. */
export const RETENTION_PURGE_JOB = 'retention.purge';

const NOTHING: PurgeCounts = { leads: 0, contactMessages: 0, chats: 0, clients: 0, complaints: 0 };

const idsOf = async (tx: Db, query: SQL) => (await queryRows<{ id: number }>(tx, query)).map((r) => r.id);

/**
 * Deletes what is past its retention period (nothing is kept longer), leaving anything under a legal hold.
 * Clients go through `eraseClient`, the same erasure as an admin's, so nothing of them stays behind.
 */
export function createRetention(
  db: Db,
  options: { schedule: RetentionSchedule; eraseClient: (accountId: number) => Promise<void>; jobs: Pick<JobRunner, 'runAlone'> },
) {
  const { schedule } = options;

  const due = {
    // A lead that became a client is kept with the client's records; one whose person has a complaint open
    // waits for it to close, as an erasure would.
    leads: sql`select l.id from client_submissions l
      where l.created_at < now() - make_interval(days => ${schedule.leadDays}) and l.legal_hold_reason is null
        and not exists (select 1 from client_accounts a where a.submission_id = l.id)
        and not exists (select 1 from complaints c where ${complaintIsOpen()} and (c.lead_id = l.id or lower(c.email) = lower(l.email)))`,
    contactMessages: sql`select id from contact_submissions where created_at < now() - make_interval(days => ${schedule.contactDays})`,
    chats: sql`select r.id from chat_rooms r where r.client_account_id is null and r.last_activity_at < now() - make_interval(days => ${schedule.chatDays})
        and not exists (select 1 from client_submissions l where l.id = r.lead_id and l.legal_hold_reason is not null)`,
    // Not while a complaint of theirs is open: the erasure would refuse (see `eraseClient` below).
    clients: sql`select a.id from client_accounts a
      where a.case_stage = 'closed' and a.case_stage_changed_at < now() - make_interval(years => ${schedule.clientYears})
        and a.legal_hold_reason is null
        and not exists (select 1 from client_submissions l where l.id = a.submission_id and l.legal_hold_reason is not null)
        and not exists (select 1 from complaints c where ${complaintIsOpen()}
          and (c.client_account_id = a.id or c.lead_id = a.submission_id or lower(c.email) = lower(a.email)))`,
    // A client's complaints (linked to the account or to the lead it came from) are kept while the client is;
    // the others, and those of a client since erased (the erasure unlinks them), once their period has passed
    // since they closed.
    complaints: sql`select c.id from complaints c
      where c.client_account_id is null and c.closed_at < now() - make_interval(years => ${schedule.complaintYears})
        and not exists (select 1 from client_submissions l where l.id = c.lead_id and l.legal_hold_reason is not null)
        and not exists (select 1 from client_accounts a where a.submission_id = c.lead_id)`,
  };

  const purgeRows = (tx: Db, table: string, query: SQL) => idsOf(tx, sql`delete from ${sql.identifier(table)} where id in (${query}) returning id`);

  const count = async (tx: Db, query: SQL) => (await idsOf(tx, query)).length;
  // A first purge of years of records may run long: the request timeouts do not bind this job.
  const unbounded = (tx: Db) => tx.execute(sql`set local statement_timeout = 0`);

  const countDue = () =>
    db.transaction(async (tx): Promise<PurgeCounts> => {
      await unbounded(tx);
      return {
        leads: await count(tx, due.leads),
        contactMessages: await count(tx, due.contactMessages),
        chats: await count(tx, due.chats),
        clients: await count(tx, due.clients),
        complaints: await count(tx, due.complaints),
      };
    });

  async function purge(signal?: AbortSignal): Promise<PurgeCounts> {
    // Clients first, each in its own transaction: their erasure also takes their messages and chats, which
    // the deletes below then no longer find.
    let clients = 0;
    for (const id of await idsOf(db, due.clients)) {
      signal?.throwIfAborted();
      try {
        await options.eraseClient(id);
        clients += 1;
      } catch (error) {
        // Refused (and audited) since it was read: a complaint opened meanwhile, or one made from the
        // address of a lead merged into theirs. The client waits for a later run.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    signal?.throwIfAborted();
    return db.transaction(async (tx): Promise<PurgeCounts> => {
      await unbounded(tx);
      // The emails sent to a purged lead's person (its address, and those of leads merged into it) go with
      // it; read before the lead and its history go.
      const addresses = (
        await queryRows<{ address: string }>(
          tx,
          sql`with gone as (${due.leads})
            select lower(l.email) as address from client_submissions l where l.id in (select id from gone)
            union select lower(a.after->'merged'->>'email') from audit_log a
            where a.entity_type = 'lead' and a.action = 'lead.merged' and a.entity_id in (select id::text from gone)`,
        )
      ).map((row) => row.address);
      const leads = await purgeRows(tx, 'client_submissions', due.leads);
      await eraseAuditValues(tx, 'lead', leads);
      if (addresses.length > 0) {
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

  return {
    /**
     * The purge on demand (admins); with `dryRun` it only counts what would go. Skipped while another
     * purge runs on any instance (the daily job's lease).
     */
    async run({ dryRun }: { dryRun: boolean }): Promise<PurgeResult> {
      const alone = await options.jobs.runAlone(RETENTION_PURGE_JOB, (run) => (dryRun ? countDue() : purge(run.signal)));
      return alone.ran ? { dryRun, skipped: false, counts: alone.value } : { dryRun, skipped: true, counts: NOTHING };
    },

    /** The daily job's purge: it holds the lease already. */
    purge,
  };
}

export type Retention = ReturnType<typeof createRetention>;
