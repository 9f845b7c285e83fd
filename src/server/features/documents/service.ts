import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type ClientDocument, uploadQuotaMessage } from '../../../contract/documents/documents';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { numberedPiecesForCopy } from '../../platform/db/binary-copy';
import { copyInOf, type Db } from '../../platform/db/client';
import { clientAccounts, clientDocuments as documents, documentRequests } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { recordAudit } from '../../platform/audit';
import type { Notifier } from '../../platform/mail/notifier';
import { storedFileName, type UploadSource } from './file-check';
import { attachmentDisposition } from './file-name';
import { createDocumentRequests } from './requests-service';
import { reviewAudit, reviewedColumns, type StaffReview } from '../../platform/staff-review';

export const DOCUMENT_NOT_FOUND = 'Document not found';

// A file goes to the database in pieces of this size, so that it is never held whole.
const PIECE_BYTES = 256 * 1024;

/**
 * The file's bytes as the value of its `file_data`: a small file as a parameter; a bigger one sent
 * piece by piece into a temporary table of this transaction's connection (emptied at commit, gone at
 * rollback), then joined by the database itself. On PostgreSQL the pieces go by COPY, straight from
 * the buffer they are read into: as parameters, the driver would copy each into buffers of its own,
 * 20 MB of garbage for a 10 MB file.
 */
async function fileValue(tx: Db, file: UploadSource): Promise<Buffer | SQL> {
  if (file.size <= PIECE_BYTES) {
    for await (const piece of file.pieces(PIECE_BYTES)) return Buffer.from(piece);
  }
  await tx.execute(sql`create temporary table if not exists upload_pieces (n integer primary key, piece bytea not null) on commit delete rows`);
  await tx.execute(sql`delete from upload_pieces`);
  const copyIn = copyInOf(tx);
  if (copyIn) {
    await copyIn('copy upload_pieces (n, piece) from stdin (format binary)', numberedPiecesForCopy(file.pieces(PIECE_BYTES)));
  } else {
    let n = 0;
    for await (const piece of file.pieces(PIECE_BYTES)) {
      await tx.execute(sql`insert into upload_pieces (n, piece) values (${n}, ${piece})`);
      n += 1;
    }
  }
  return sql`(select string_agg(piece, ''::bytea order by n) from upload_pieces)`;
}

const listColumns = {
  id: documents.id,
  clientAccountId: documents.clientAccountId,
  documentType: documents.documentType,
  fileName: documents.fileName,
  fileSize: documents.fileSize,
  mimeType: documents.mimeType,
  uploadedAt: documents.uploadedAt,
  status: documents.status,
  adminNotes: documents.adminNotes,
  reason: documents.rejectionReason,
  requestTitle: documentRequests.title,
  clientFirstName: clientAccounts.firstName,
  clientLastName: clientAccounts.lastName,
  clientEmail: clientAccounts.email,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

function toDocument(row: ListRow): ClientDocument {
  return {
    id: row.id as number,
    clientAccountId: row.clientAccountId as number,
    documentType: row.documentType as ClientDocument['documentType'],
    fileName: row.fileName as string,
    fileSize: row.fileSize as number,
    mimeType: row.mimeType as string,
    uploadedAt: new Date(row.uploadedAt as string).toISOString(),
    status: row.status as ClientDocument['status'],
    adminNotes: row.adminNotes,
    reason: row.reason,
    requestTitle: row.requestTitle,
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    clientEmail: row.clientEmail ?? undefined,
  };
}

export function createDocumentsService(db: Db, notifier: Notifier, settings: { uploadQuotaMb: number }) {
  const requests = createDocumentRequests(db, notifier);
  const list = (where: SQL | undefined, tx: Db = db) =>
    tx
      .select(listColumns)
      .from(documents)
      .innerJoin(clientAccounts, eq(clientAccounts.id, documents.clientAccountId))
      .leftJoin(documentRequests, eq(documentRequests.documentId, documents.id))
      .where(where)
      .orderBy(desc(documents.id));

  return {
    requests,

    /** Stores an upload after checking its size and its real type from its bytes; with `requestId` it answers that request. */
    async upload(
      accountId: number,
      input: { documentType: string; fileName: string; file: UploadSource; requestId?: number },
    ): Promise<ClientDocument> {
      const { file } = input;
      const mimeType = await file.detectType();
      const id = await db.transaction(async (tx) => {
        // The file goes to the database first (in pieces for a big one), before the lock below, so
        // the client's other uploads wait only for each other's quota check and insert.
        const fileData = await fileValue(tx, file);
        // One upload of a client at a time (the account row locked), so two at once cannot both fit the quota.
        await tx.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId)).for('update');
        const [{ used }] = await tx
          .select({ used: sql<string>`coalesce(sum(${documents.fileSize}), 0)` })
          .from(documents)
          .where(eq(documents.clientAccountId, accountId));
        if (Number(used) + file.size > settings.uploadQuotaMb * 1024 * 1024) {
          throw new HttpError(413, uploadQuotaMessage(settings.uploadQuotaMb), { uploadQuotaReached: true });
        }
        if (input.requestId !== undefined) await requests.assertOpen(tx, accountId, input.requestId, input.documentType);
        const [created] = await tx
          .insert(documents)
          .values({
            clientAccountId: accountId,
            documentType: input.documentType,
            fileName: storedFileName(input.fileName, mimeType),
            fileSize: file.size,
            mimeType,
            fileData,
          })
          .returning({ id: documents.id });
        if (input.requestId !== undefined) await requests.answer(tx, input.requestId, created.id);
        return created.id;
      });
      const [row] = await list(eq(documents.id, id));
      return toDocument(row);
    },

    async listForClient(accountId: number): Promise<ClientDocument[]> {
      // Review notes are written for staff: the client sees the status alone.
      return (await list(eq(documents.clientAccountId, accountId))).map((row) => ({ ...toDocument(row), adminNotes: null }));
    },

    /** A page of documents, newest first: of one status or every one, older than the id `before` when given. */
    async listForStaff({ status, before }: { status: string | null; before?: number }): Promise<ClientDocument[]> {
      const where = and(status ? eq(documents.status, status) : undefined, before ? lt(documents.id, before) : undefined);
      return (await list(where).limit(STAFF_LIST_PAGE_SIZE)).map(toDocument);
    },

    /** The file, for its owner (accountId given) or for staff (null). */
    async file(id: number, accountId: number | null) {
      const [row] = await db
        .select({ fileName: documents.fileName, mimeType: documents.mimeType, fileData: documents.fileData })
        .from(documents)
        .where(accountId === null ? eq(documents.id, id) : and(eq(documents.id, id), eq(documents.clientAccountId, accountId)));
      if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      return row;
    },

    async review(id: number, change: StaffReview, actorUserId: number): Promise<ClientDocument> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            status: documents.status,
            adminNotes: documents.adminNotes,
            reason: documents.rejectionReason,
            clientAccountId: documents.clientAccountId,
          })
          .from(documents)
          .where(eq(documents.id, id))
          .for('update');
        if (!before) throw new HttpError(404, DOCUMENT_NOT_FOUND);
        await tx.update(documents).set(reviewedColumns(change)).where(eq(documents.id, id));
        if (change.status !== before.status && change.status !== 'pending')
          await notifier.toClient(tx, before.clientAccountId, 'document_reviewed');
        if (change.status !== before.status) await requests.reviewed(tx, id, change.status);
        await recordAudit(tx, {
          actorUserId,
          action: 'document.reviewed',
          entityType: 'client_document',
          entityId: id,
          ...reviewAudit({ status: before.status, adminNotes: before.adminNotes, reason: before.reason }, change),
        });
        const [row] = await list(eq(documents.id, id), tx);
        return toDocument(row);
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Headers that make a download a download: never rendered, never run in our origin. */
export function attachmentHeaders(fileName: string, mimeType: string): Record<string, string> {
  return {
    'content-type': mimeType,
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
