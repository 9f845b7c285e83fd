import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ClaimPack, type ClaimPackContents, UNKNOWN_PACK_DOCUMENT_MESSAGE } from '../../../contract/claims/pack';
import { recordAudit } from '../../platform/audit';
import { claimPackDocuments, claims, clientDocuments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { claimRow } from './claim-state';
import type { ClaimsContext } from './context';
import { readClaimPack } from './read-claim-pack';

/**
 * Chooses what the claim's pack encloses (the account's own documents only: another's refuses it all with
 * 400) and the paragraph its letter adds; replaces the previous choice. Audited without the paragraph's
 * words, which are the client's data (they are in their export).
 */
export async function choosePackDocuments(context: ClaimsContext, claimId: number, pack: ClaimPack, staffId: number): Promise<ClaimPackContents> {
  return context.db.transaction(async (tx) => {
    const claim = await claimRow(tx, claimId, true);
    const found = pack.documentIds.length
      ? await tx
          .select({ id: clientDocuments.id })
          .from(clientDocuments)
          .where(and(eq(clientDocuments.clientAccountId, claim.clientAccountId), inArray(clientDocuments.id, pack.documentIds)))
          // Held until the choice is stored: a document deleted meanwhile waits for it.
          .for('share')
      : [];
    if (found.length !== pack.documentIds.length) throw new HttpError(400, UNKNOWN_PACK_DOCUMENT_MESSAGE);
    const before = await readClaimPack(tx, claimId);
    await tx.delete(claimPackDocuments).where(eq(claimPackDocuments.claimId, claimId));
    if (pack.documentIds.length) await tx.insert(claimPackDocuments).values(pack.documentIds.map((documentId) => ({ claimId, documentId })));
    await tx.update(claims).set({ packLetterNote: pack.letterNote, updatedAt: sql`now()` }).where(eq(claims.id, claimId));
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'claim.pack_chosen',
      entityType: 'claim',
      entityId: claimId,
      before: { documentIds: before.documents.filter((d) => d.chosen).map((d) => d.id), letterNote: before.letterNote !== null },
      after: { documentIds: pack.documentIds, letterNote: pack.letterNote !== null },
    });
    return readClaimPack(tx, claimId);
  });
}
