import { and, eq, lt } from 'drizzle-orm';
import type { ClientDocument } from '../../../contract/documents/documents';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import type { Db } from '../../platform/db/client';
import { clientDocuments as documents } from '../../platform/db/schema';
import { selectDocuments, toDocument } from './document-rows';

/** The client's own documents, newest first. */
export async function listClientDocuments(db: Db, accountId: number): Promise<ClientDocument[]> {
  // Review notes are written for staff: the client sees the status alone.
  return (await selectDocuments(db, eq(documents.clientAccountId, accountId))).map((row) => ({ ...toDocument(row), adminNotes: null }));
}

/** A page of documents, newest first: of one status or every one, older than the id `before` when given. */
export async function listStaffDocuments(db: Db, { status, before }: { status: string | null; before?: number }): Promise<ClientDocument[]> {
  const where = and(status ? eq(documents.status, status) : undefined, before ? lt(documents.id, before) : undefined);
  return (await selectDocuments(db, where).limit(STAFF_LIST_PAGE_SIZE)).map(toDocument);
}
