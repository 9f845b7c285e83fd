import { asc, eq } from 'drizzle-orm';
import type { ClaimPackContents, PackDocument } from '../../../contract/claims/pack';
import type { Db } from '../../platform/db/client';
import { claimPackDocuments, clientDocuments } from '../../platform/db/schema';
import { claimRow } from './claim-state';

/** What the claim's pack holds: its letter paragraph, and the account's documents with those enclosed marked. */
export async function readClaimPack(db: Db, claimId: number): Promise<ClaimPackContents> {
  const claim = await claimRow(db, claimId);
  const chosen = new Set(
    (await db.select({ id: claimPackDocuments.documentId }).from(claimPackDocuments).where(eq(claimPackDocuments.claimId, claimId))).map(
      (r) => r.id,
    ),
  );
  const documents = await db
    .select({
      id: clientDocuments.id,
      fileName: clientDocuments.fileName,
      documentType: clientDocuments.documentType,
      fileSize: clientDocuments.fileSize,
      uploadedAt: clientDocuments.uploadedAt,
      status: clientDocuments.status,
    })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientAccountId, claim.clientAccountId))
    .orderBy(asc(clientDocuments.uploadedAt), asc(clientDocuments.id));
  return {
    claimId,
    letterNote: claim.packLetterNote,
    documents: documents.map((d) => ({
      ...d,
      documentType: d.documentType as PackDocument['documentType'],
      status: d.status as PackDocument['status'],
      uploadedAt: new Date(d.uploadedAt).toISOString(),
      chosen: chosen.has(d.id),
    })),
  };
}
