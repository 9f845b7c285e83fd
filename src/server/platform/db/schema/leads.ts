// Leads (the visitors' case assessments), their notes, saved views and the contact messages.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AMOUNT_LOST_RANGES } from '../../../../contract/shared/options';
import { createdAt, updatedAt, at, legalHoldColumns } from './columns';
import { users } from './staff';

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
