// The platform's own tables: audit, site content, the outboxes and the background jobs.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at, outboxJobColumns } from './columns';
import { clientSubmissions } from './leads';
import { users } from './staff';

/** Who changed what and when; `before` and `after` hold no erased personal data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id)],
);

/** The operator's site content, one JSON document per section (figures, stories, ...). */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Leads waiting to be sent to the partner CRM. At most one active job per lead; a worker claims
 * jobs with SKIP LOCKED, and a job whose worker died is claimed again once its lock runs out.
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => clientSubmissions.id, { onDelete: 'cascade' }),
    /** queued | in_flight | done | failed */
    status: text('status').notNull().default('queued'),
    ...outboxJobColumns(),
  },
  (t) => [
    uniqueIndex('crm_outbox_one_active_key').on(t.leadId).where(sql`status in ('queued', 'in_flight')`),
    index('crm_outbox_due_idx').on(t.nextAttemptAt).where(sql`status in ('queued', 'in_flight')`),
  ],
);

/**
 * The shared state of each singleton background job (platform/jobs/job-runner.ts): when it is due, which
 * instance holds it while it runs (until `lease_until`, renewed as it goes), and how its last runs went.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: at('next_run_at').notNull(),
  leaseHolder: text('lease_holder'),
  leaseUntil: at('lease_until'),
  /** Failed runs in a row: the next run waits longer for each (the job's back-off). */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  lastRunAt: at('last_run_at'),
  updatedAt: updatedAt(),
});

/** Email waiting to go out, written in the transaction of the change that causes it (mail/mail-queue.ts). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** What kind of notice it is (mail/notices.ts); the body never carries case details. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** queued | in_flight | sent | failed */
    status: text('status').notNull().default('queued'),
    sentAt: at('sent_at'),
    /** A notice that waits (`next_attempt_at`) may be withdrawn by this key before it goes, and is queued once per key. */
    withdrawKey: text('withdraw_key'),
    ...outboxJobColumns(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`status in ('queued', 'in_flight')`),
    uniqueIndex('mail_outbox_withdraw_key').on(t.withdrawKey).where(sql`status = 'queued'`),
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`),
  ],
);
