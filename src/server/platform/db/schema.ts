import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AMOUNT_LOST_RANGES } from '../../../contract/shared/options';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A legal hold: while the reason is set, the record is neither purged nor erased. */
const legalHoldColumns = () => ({ legalHoldReason: text('legal_hold_reason'), legalHoldAt: at('legal_hold_at') });
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The state every durable outbox row carries for its worker (platform/jobs/outbox.ts). */
const outboxJobColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  claimToken: text('claim_token'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A bearer credential kept only as the SHA-256 of its value. */
const hashedCredentialColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

/** Staff accounts (`isAdmin` staff may manage other staff). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    passwordHash: text('password_hash'),
    /** A deactivated member keeps their history but can no longer sign in or use any token or session. */
    isActive: boolean('is_active').notNull().default(true),
    /** Two-factor sign-in: the TOTP secret (base32), set at enrolment and live once confirmed. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: at('mfa_enabled_at'),
    /** The time step of the last code accepted: a code works once. */
    mfaLastStep: integer('mfa_last_step'),
    /** Wrong two-factor codes given after a right password since the last right one (second-factor.ts). */
    mfaFailedCodes: integer('mfa_failed_codes').notNull().default(0),
    /** Set at the tenth wrong code: authenticator codes are refused until a recovery code or an admin's reset. */
    mfaLockedAt: at('mfa_locked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens, stored as SHA-256 hashes only. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    ...hashedCredentialColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_user_idx').on(t.userId)],
);

/** Leads: free case assessments sent by visitors. */
export const clientSubmissions = pgTable(
  'client_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** What the visitor quotes (RC-XXXXX-XXXXX); null for leads from before references. */
    reference: text('reference').unique(),
    /** The form's own id for one sending: a retry of the same sending (by a proxy, say) is answered with this lead. */
    sendingId: uuid('sending_id'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    amountLost: text('amount_lost').notNull(),
    currency: text('currency').notNull().default('USD'),
    depositMethod: text('deposit_method').notNull().default('Unknown'),
    companyName: text('company_name').notNull().default('Not specified'),
    expertCallTime: text('expert_call_time').notNull().default('Any time'),
    caseDetails: text('case_details').notNull().default('Customer will provide details during consultation'),
    status: text('status').notNull().default('new'),
    priority: text('priority').notNull().default('medium'),
    source: text('source').notNull().default('website'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrer: text('referrer'),
    notes: text('notes'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    lastContactedAt: at('last_contacted_at'),
    nextFollowUpAt: at('next_follow_up_at'),
    followUpNote: text('follow_up_note'),
    consentToShare: boolean('consent_to_share').notNull().default(false),
    consentText: text('consent_text'),
    consentAt: at('consent_at'),
    crmSyncStatus: text('crm_sync_status').notNull().default('pending'),
    crmSyncedAt: at('crm_synced_at'),
    crmSyncError: text('crm_sync_error'),
    ...legalHoldColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Lowercased text of the seven searchable fields, and the phone's digits alone, for trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || company_name || ' ' || country || ' ' || case_details)`,
      ),
    /** Position of `amount_lost` in the range list, so amounts sort by size. */
    amountLostRank: smallint('amount_lost_rank')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`case amount_lost ${AMOUNT_LOST_RANGES.map((r, i) => `when '${r}' then ${i}`).join(' ')} else ${AMOUNT_LOST_RANGES.length} end`),
      ),
  },
  (t) => [
    uniqueIndex('client_submissions_email_lower_key').on(sql`lower(${t.email})`),
    index('client_submissions_created_idx').on(t.createdAt, t.id),
    index('client_submissions_name_idx').on(t.firstName, t.lastName, t.id),
    index('client_submissions_amount_idx').on(t.amountLostRank, t.id),
    index('client_submissions_country_idx').on(t.country, t.id),
    index('client_submissions_assigned_idx').on(t.assignedTo),
    // The follow-up queues read only the leads that have one; with the assignee, "my overdue" counts from the index alone.
    index('client_submissions_follow_up_idx').on(t.nextFollowUpAt, t.assignedTo).where(sql`next_follow_up_at is not null`),
    index('client_submissions_source_idx').on(t.source, t.createdAt),
    index('client_submissions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Possible duplicates: the same phone (its last nine digits), email name, or name and country.
    index('client_submissions_phone_key_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 9)`),
    index('client_submissions_email_name_idx').on(sql`lower(split_part(${t.email}, '@', 1))`),
    index('client_submissions_name_country_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.country),
  ],
);

/** Dated, signed notes on a lead (the lead's own `notes` field is shown as the first). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => clientSubmissions.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** What the visitor sent again from the website with the lead's email (not verified), kept rather than lost. */
    fromWebsite: boolean('from_website').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.id)],
);

/** Whose turn it is for the next new lead (LEAD_AUTO_ASSIGN=round_robin), shared by every instance. */
export const leadAssignmentTurn = pgSequence('lead_assignment_turn');

export const contactSubmissions = pgTable('contact_submissions', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  status: text('status').notNull().default('new'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff answers to a contact message, sent to its sender by email; they go with the message when it is erased. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    contactSubmissionId: integer('contact_submission_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactSubmissionId, t.id)],
);

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
const ownedByAccount = () =>
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

/** Money actually received for a client, with its evidence. Never edited or deleted. */
export const recoveryLedgerEntries = pgTable(
  'recovery_ledger_entries',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    /** Negative for a reversing entry. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    reversesEntryId: integer('reverses_entry_id'),
    /** The claim the money came back through, when one did. */
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recovery_ledger_account_idx').on(t.clientAccountId),
    // An entry is reversed at most once.
    uniqueIndex('recovery_ledger_reverses_key').on(t.reversesEntryId),
    // The money recovered in a period, for the landing page's figures (reversals are found by the key above).
    index('recovery_ledger_received_idx').on(t.receivedOn).where(sql`reverses_entry_id is null`),
  ],
);

export const payoutRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    withdrawalMethod: text('withdrawal_method').notNull(),
    cryptoType: text('crypto_type'),
    walletAddress: text('wallet_address'),
    /** The account given in the portal, sealed with SECRETS_KEY (bank-account-seal.ts); never read into a list. */
    bankDetails: text('bank_details'),
    /** 'account' (sort code and number) or 'iban'; with the last 4 characters, all a list or the client sees. */
    bankAccountKind: text('bank_account_kind'),
    bankAccountEnding: text('bank_account_ending'),
    /** Whether the name on the account was the client's own when they gave it. */
    bankHolderMatches: boolean('bank_holder_matches'),
    /** The transfer's reference, recorded by the admin who completed it; shown to the client. */
    paymentReference: text('payment_reference'),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** Why it was rejected, for the client. */
    rejectionReason: text('rejection_reason'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: at('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawal_requests_account_idx').on(t.clientAccountId),
    // One open request per client, enforced by the database.
    uniqueIndex('withdrawal_requests_one_open_key').on(t.clientAccountId).where(sql`status in ('pending', 'processing')`),
  ],
);

const cryptoAmount = (name: string) => numeric(name, { precision: 24, scale: 8 });
const day = (name: string) => date(name, { mode: 'string' });

/** What the victim paid to the scam: reported by the client or recorded by staff, confirmed by staff. */
export const scamPayments = pgTable(
  'scam_payments',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    paidAt: day('paid_at').notNull(),
    /** Up to 8 decimals for crypto, 2 for money (checked by the contract). */
    amount: cryptoAmount('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    payerInstitution: text('payer_institution').notNull(),
    payee: text('payee'),
    walletAddress: text('wallet_address'),
    reference: text('reference'),
    note: text('note'),
    documentIds: integer('document_ids').array().notNull().default(sql`'{}'`),
    /** 'reported' (by the client, until staff confirm it) or 'confirmed'. */
    status: text('status').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scam_payments_account_idx').on(t.clientAccountId, t.paidAt),
    index('scam_payments_payer_trgm_idx').using('gin', sql`lower(${t.payerInstitution}) gin_trgm_ops`),
    index('scam_payments_reference_trgm_idx').using('gin', sql`lower(coalesce(${t.reference}, '')) gin_trgm_ops`),
  ],
);

/**
 * A claim the practice makes to get a client's money back. Its dates are computed from the rules
 * (src/contract/claims/claim-rules.ts) whenever it changes, and `next_date` again each day by the deadline job.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    type: text('type').notNull(),
    counterparty: text('counterparty').notNull(),
    /** Null: the covered payments' total per currency. */
    amountClaimed: cryptoAmount('amount_claimed'),
    amountClaimedCurrency: text('amount_claimed_currency'),
    reference: text('reference'),
    expectedDeliveryDate: day('expected_delivery_date'),
    paymentServiceComplaint: boolean('payment_service_complaint').notNull().default(false),
    status: text('status').notNull().default('preparing'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    filedOn: day('filed_on'),
    /** The counterparty asked for more information at least once (an APP claim's clock then runs to the 35th day). */
    clockStopped: boolean('clock_stopped').notNull().default(false),
    decidedOn: day('decided_on'),
    finalResponseOn: day('final_response_on'),
    amountDecided: cryptoAmount('amount_decided'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    referredFromId: integer('referred_from_id'),
    referredToId: integer('referred_to_id'),
    fileBy: day('file_by'),
    responseDue: day('response_due'),
    responseDueLatest: day('response_due_latest'),
    referBy: day('refer_by'),
    urgentUntil: day('urgent_until'),
    /** The earliest date still to come, or the passed one while overdue; recomputed daily. */
    nextDate: day('next_date'),
    overdue: boolean('overdue').notNull().default(false),
    /** The paragraph staff add to the letter of the claim's evidence pack. */
    packLetterNote: text('pack_letter_note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('claims_account_idx').on(t.clientAccountId),
    // The queues (issue 40): the list by next date, within a type, a status or an assignee; each queue's condition partial.
    index('claims_next_date_idx').on(t.nextDate, t.id),
    index('claims_type_next_idx').on(t.type, t.nextDate, t.id),
    index('claims_status_next_idx').on(t.status, t.nextDate, t.id),
    index('claims_assigned_idx').on(t.assignedTo, t.nextDate, t.id),
    index('claims_mine_idx')
      .on(t.assignedTo, t.nextDate, t.id)
      .where(sql`status in ('preparing', 'filed', 'information_requested') or next_date is not null`),
    index('claims_overdue_idx').on(t.nextDate, t.id).where(sql`overdue and status in ('filed', 'information_requested')`),
    index('claims_file_by_idx').on(t.fileBy).where(sql`status = 'preparing'`),
    index('claims_refer_by_idx').on(t.referBy).where(sql`status in ('rejected', 'partly_upheld') and referred_to_id is null`),
    index('claims_urgent_idx').on(t.urgentUntil).where(sql`type = 'exchange_freeze'`),
    index('claims_counterparty_trgm_idx').using('gin', sql`lower(${t.counterparty}) gin_trgm_ops`),
    index('claims_reference_trgm_idx').using('gin', sql`lower(coalesce(${t.reference}, '')) gin_trgm_ops`),
    // The claims decided in a period, for the landing page's figures.
    index('claims_decided_idx').on(t.decidedOn, t.status).where(sql`decided_on is not null`),
  ],
);

/** Which payments a claim covers. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => scamPayments.id, { onDelete: 'no action' }),
  },
  (t) => [uniqueIndex('claim_payments_key').on(t.claimId, t.paymentId), index('claim_payments_payment_idx').on(t.paymentId)],
);

/** A claim's dated history: each status change with who made it, and whether the client sees it. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    on: day('happened_on').notNull(),
    note: text('note'),
    visibleToClient: boolean('visible_to_client').notNull().default(false),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);

/** The account's documents enclosed with a claim's evidence pack. */
export const claimPackDocuments = pgTable(
  'claim_pack_documents',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => clientDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('claim_pack_documents_key').on(t.claimId, t.documentId), index('claim_pack_documents_document_idx').on(t.documentId)],
);

export const clientDocuments = pgTable(
  'client_documents',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    fileData: bytea('file_data').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** Why it was rejected, for the client. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [index('client_documents_account_idx').on(t.clientAccountId)],
);

/** Documents staff asked a client for, and the upload that answered each. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    title: text('title').notNull(),
    /** id | transaction_proof: the type an answering upload is stored as; null on requests made before types were asked. */
    documentType: text('document_type'),
    note: text('note'),
    dueDate: date('due_date', { mode: 'string' }),
    /** requested | received | accepted | rejected */
    status: text('status').notNull().default('requested'),
    documentId: integer('document_id').references(() => clientDocuments.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_requests_account_idx').on(t.clientAccountId), index('document_requests_document_idx').on(t.documentId)],
);

/** Lead list views staff saved: private to their owner unless shared with the team. */
export const leadViews = pgTable(
  'lead_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_views_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

/** The complaints register (FCA DISP 1): every complaint, however received, with its handling. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    // Kept for their own period when the client or lead is erased (DISP 1.9, UK GDPR 17(3)(b)): only the link goes.
    clientAccountId: integer('client_account_id').references(() => clientAccounts.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => clientSubmissions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** None for someone who rang or wrote without one; `contact` then says how to reach them in writing. */
    email: text('email'),
    contact: text('contact'),
    /** portal | phone | email | letter */
    channel: text('channel').notNull(),
    subject: text('subject'),
    summary: text('summary').notNull(),
    status: text('status').notNull().default('received'),
    outcome: text('outcome'),
    response: text('response'),
    receivedAt: at('received_at').notNull(),
    closedAt: at('closed_at'),
    /** When the complainant was told that eight weeks passed without a final response. */
    eightWeekNoticeAt: at('eight_week_notice_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('complaints_account_idx').on(t.clientAccountId), index('complaints_status_idx').on(t.status, t.receivedAt)],
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

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAccountId: integer('client_account_id').references(() => clientAccounts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The lead of the visitor's email, when there is one (linked both ways). */
    leadId: integer('lead_id').references(() => clientSubmissions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a widget of this room's visitor was last seen connected (refreshed while one is; null once none is). */
    visitorSeenAt: at('visitor_seen_at'),
    /** Lowercased contact name, email and phone (and the phone's digits alone), for the staff inbox's trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(contact_first_name, '') || ' ' || coalesce(contact_last_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    index('chat_rooms_activity_idx').on(t.lastActivityAt),
    index('chat_rooms_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('chat_rooms_lead_idx').on(t.leadId),
    index('chat_rooms_client_account_idx').on(t.clientAccountId, t.lastActivityAt),
    index('chat_rooms_contact_email_idx').on(sql`lower(${t.contactEmail})`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    senderName: text('sender_name').notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    // The inbox puts rooms with unread visitor messages first: only those messages are in this index.
    index('chat_messages_unread_idx').on(t.roomId).where(sql`sender_type = 'user' and not is_read`),
  ],
);

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

/** Staff sockets per running instance, so every instance can tell visitors whether anyone is online. */
export const chatPresence = pgTable('chat_presence', {
  instanceId: text('instance_id').primaryKey(),
  staffSockets: integer('staff_sockets').notNull().default(0),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
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

/**
 * Links sent by email that let their holder choose a password once (a reset, or an invitation to a
 * new staff or client account). Only the token's hash is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** password_reset | invitation */
    purpose: text('purpose').notNull(),
    /** staff | client */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_subject_idx').on(t.subjectKind, t.subjectId)],
);

/**
 * Sign-ins on the landing side (the sessions store): `sid` is the SHA-256 of the cookie's
 * random value, `sess` says who it is, `expire` when it ends; expired rows are swept.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: at('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Single-use recovery codes of a staff member's two-factor sign-in, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);
