// Client accounts, their sign-in sessions and the case timeline.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at, legalHoldColumns, money, hashedCredentialColumns } from './columns';
import { clientSubmissions } from './leads';
import { users } from './staff';

/**
 * A client's account. `recoveredAmount` and `transferredAmount` are never typed in: they are kept
 * equal to the ledger's sum and the completed payouts, in the same transaction as each entry.
 */
export const clientAccounts = pgTable(
  'client_accounts',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').references(() => clientSubmissions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** Null until the client chooses one from their invitation link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    recoveredAmount: money('recovered_amount').notNull().default('0.00'),
    transferredAmount: money('transferred_amount').notNull().default('0.00'),
    currency: text('currency').notNull().default('USD'),
    // Read by nothing since the recovery status is derived from the case stage (decision 043); kept so
    // that the release before can run beside this one in a rolling restart, and dropped in a later one.
    recoveryStatus: text('recovery_status').notNull().default('in_progress'),
    recoveryStatusChangedAt: at('recovery_status_changed_at').notNull().defaultNow(),
    lastLogin: at('last_login'),
    /** The sign-in before `lastLogin`: what the client is shown as their last visit. */
    previousLogin: at('previous_login'),
    isActive: boolean('is_active').notNull().default(true),
    /** One of CASE_STAGES; changed only by a case update (or by a reversal, see case-progress). */
    caseStage: text('case_stage').notNull().default('assessment'),
    caseStageChangedAt: at('case_stage_changed_at').notNull().defaultNow(),
    ...legalHoldColumns(),
    /** The staff member who opened the account (decision 034): shown to the admin completing its payouts. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff chose the email (no lead, or not the lead's own); only an admin may, from decision 034 on. */
    emailChosenByStaff: boolean('email_chosen_by_staff').notNull().default(false),
    /** Staff chose the first password instead of the client's invitation; only an admin may, from decision 034 on. */
    passwordChosenByStaff: boolean('password_chosen_by_staff').notNull().default(false),
    /** A vulnerable client (FCA FG21/1): staff only, never sent to the partner CRM; removes the APP excess. */
    vulnerable: boolean('vulnerable').notNull().default(false),
    /** One of VULNERABILITY_REASONS, with the staff's note; null when not vulnerable. */
    vulnerabilityReason: text('vulnerability_reason'),
    vulnerabilityNote: text('vulnerability_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_accounts_email_lower_key').on(sql`lower(${t.email})`),
    // The lead list names each lead's account (`clientAccountId`): one index probe a row of the page.
    index('client_accounts_submission_idx').on(t.submissionId),
    // The claims queues' search by the client's name or email.
    index('client_accounts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('client_accounts_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

/** A row that belongs to one client account and goes when the account is erased. */
export const ownedByAccount = () =>
  integer('client_account_id')
    .notNull()
    .references(() => clientAccounts.id, { onDelete: 'cascade' });

/** Client sign-in sessions, keyed by the SHA-256 of the cookie's value. */
export const clientSessions = pgTable(
  'client_sessions',
  {
    ...hashedCredentialColumns(),
    clientAccountId: ownedByAccount(),
  },
  (t) => [index('client_sessions_account_idx').on(t.clientAccountId)],
);

/** Dated updates staff post on a case; a stage change is one too. Never edited or deleted. */
export const caseUpdates = pgTable(
  'case_updates',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    message: text('message').notNull(),
    /** The stage the case moved to, when the update changed it. */
    stage: text('stage'),
    previousStage: text('previous_stage'),
    visibleToClient: boolean('visible_to_client').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('case_updates_account_idx').on(t.clientAccountId, t.createdAt)],
);
