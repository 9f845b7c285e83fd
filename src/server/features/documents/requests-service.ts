import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateDocumentRequest,
  DOCUMENT_REQUEST_DONE,
  DOCUMENT_REQUEST_NOT_FOUND,
  type DocumentRequest,
  documentRequestTypeMessage,
  type DocumentRequestStatus,
  isOpenDocumentRequest,
  OPEN_DOCUMENT_REQUEST_STATUSES,
  type OutstandingRequestList,
  type OutstandingRequestQuery,
} from '../../../contract/documents/requests';
import type { DocumentType } from '../../../contract/documents/documents';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { clientAccounts, documentRequests as requests } from '../../platform/db/schema';
import { isoOrNull } from '../../platform/db/timestamps';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';

type Row = typeof requests.$inferSelect;

function toRequest(row: Row): DocumentRequest {
  return {
    id: row.id,
    clientAccountId: row.clientAccountId,
    title: row.title,
    documentType: row.documentType as DocumentType | null,
    note: row.note,
    dueDate: row.dueDate,
    status: row.status as DocumentRequestStatus,
    documentId: row.documentId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: isoOrNull(row.updatedAt) ?? new Date(row.createdAt).toISOString(),
  };
}

// The answer when a staff member names a client account that does not exist.
const ACCOUNT_NOT_FOUND = 'Client account not found';

/** What a document's review means for the request it answered. */
const AFTER_REVIEW: Record<string, DocumentRequestStatus> = { pending: 'received', approved: 'accepted', rejected: 'rejected' };

/** Documents staff ask a client for: the client's checklist, answered by uploads. */
export function createDocumentRequests(db: Db, notifier: Notifier) {
  return {
    /** Staff ask for a document; the client is told by email (which names nothing). */
    async create(accountId: number, input: CreateDocumentRequest, actorUserId: number): Promise<DocumentRequest> {
      return db.transaction(async (tx) => {
        const [account] = await tx.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId));
        if (!account) throw new HttpError(404, ACCOUNT_NOT_FOUND);
        const [row] = await tx
          .insert(requests)
          .values({
            clientAccountId: accountId,
            title: input.title,
            documentType: input.documentType ?? null,
            note: input.note || null,
            dueDate: input.dueDate ?? null,
            createdBy: actorUserId,
          })
          .returning();
        await notifier.toClient(tx, accountId, 'document_requested');
        await recordAudit(tx, {
          actorUserId,
          action: 'document_request.created',
          entityType: 'client_account',
          entityId: accountId,
          after: { requestId: row.id, title: row.title, documentType: row.documentType },
        });
        return toRequest(row);
      });
    },

    /** A page of the requests still waiting on a client (asked, or to be sent again), soonest due first, with how many there are. */
    async outstanding({ page, pageSize }: OutstandingRequestQuery): Promise<OutstandingRequestList> {
      const open = inArray(requests.status, [...OPEN_DOCUMENT_REQUEST_STATUSES]);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ request: requests, email: clientAccounts.email, firstName: clientAccounts.firstName, lastName: clientAccounts.lastName })
          .from(requests)
          .innerJoin(clientAccounts, eq(clientAccounts.id, requests.clientAccountId))
          .where(open)
          .orderBy(sql`${requests.dueDate} asc nulls last`, asc(requests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        // Every request belongs to an account (deleted with it), so the join drops none.
        db.select({ total: count() }).from(requests).where(open),
      ]);
      const items = rows.map((row) => ({
        ...toRequest(row.request),
        clientEmail: row.email,
        clientFirstName: row.firstName,
        clientLastName: row.lastName,
      }));
      return { items, total, page, pageSize };
    },

    /** The account's requests; an account that does not exist is a 404, not an empty list. */
    async list(accountId: number): Promise<DocumentRequest[]> {
      const rows = await db.select().from(requests).where(eq(requests.clientAccountId, accountId)).orderBy(asc(requests.id));
      if (rows.length === 0) {
        const [account] = await db.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId));
        if (!account) throw new HttpError(404, ACCOUNT_NOT_FOUND);
      }
      return rows.map(toRequest);
    },

    /**
     * Checks, before an upload is stored, that it may answer this request: the client's own, still
     * open (requested, or rejected and to be sent again), and of the type it asks for.
     */
    async assertOpen(tx: Db, accountId: number, requestId: number, documentType: string): Promise<void> {
      const [row] = await tx
        .select({ status: requests.status, documentType: requests.documentType })
        .from(requests)
        .where(and(eq(requests.id, requestId), eq(requests.clientAccountId, accountId)))
        .for('update');
      if (!row) throw new HttpError(404, DOCUMENT_REQUEST_NOT_FOUND);
      if (!isOpenDocumentRequest(row.status)) throw new HttpError(409, DOCUMENT_REQUEST_DONE);
      if (row.documentType !== null && row.documentType !== documentType) {
        throw new HttpError(400, documentRequestTypeMessage(row.documentType as DocumentType), { field: 'documentType' });
      }
    },

    /** The upload `documentId` answers the request: it is received, to be checked. */
    async answer(tx: Db, requestId: number, documentId: number): Promise<void> {
      await tx.update(requests).set({ status: 'received', documentId, updatedAt: sql`now()` }).where(eq(requests.id, requestId));
    },

    /** A review of a document moves the request it answered: approved accepts it, rejected asks for it again. */
    async reviewed(tx: Db, documentId: number, documentStatus: string): Promise<void> {
      const status = AFTER_REVIEW[documentStatus];
      if (status) await tx.update(requests).set({ status, updatedAt: sql`now()` }).where(eq(requests.documentId, documentId));
    },
  };
}

export type DocumentRequests = ReturnType<typeof createDocumentRequests>;
