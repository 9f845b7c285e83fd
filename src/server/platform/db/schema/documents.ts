// A client's documents and the documents staff ask for.
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at, bytea } from './columns';
import { ownedByAccount } from './accounts';
import { users } from './staff';

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
