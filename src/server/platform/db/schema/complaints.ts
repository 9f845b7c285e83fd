// The complaints register.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at } from './columns';
import { clientAccounts } from './accounts';
import { clientSubmissions } from './leads';
import { users } from './staff';

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
