// The recovery work: what the victim paid, the claims made to get it back, their events and packs.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, cryptoAmount, day, updatedAt } from './columns';
import { ownedByAccount } from './accounts';
import { clientDocuments } from './documents';
import { users } from './staff';

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
 * (src/contract/claims/rules/claim-dates.ts) whenever it changes, and `next_date` again each day by the deadline job.
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
