import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { packDocumentNotStoredMessage } from '../../../contract/claims/pack';
import { packFileName } from '../../../contract/claims/pack-text';
import { queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { zipStream } from '../../platform/zip-stream';
import { documentPieces } from '../documents';
import type { ClaimsContext } from './context';
import { type EnclosedDocument, packFacts } from './pack-facts';
import { packPdf } from './pack-pdf';
import { auditPackGenerated } from './write-claim-pack';

/**
 * Each enclosed document's size as uploaded; 409 naming the first whose stored bytes are gone or not that
 * many. The ZIP's headers are not sent yet: a download refused here is refused whole.
 */
async function storedSizes(context: ClaimsContext, documents: EnclosedDocument[]): Promise<Map<number, number>> {
  if (documents.length === 0) return new Map();
  // octet_length reads the stored value's length, not its bytes.
  const rows = await queryRows<{ id: number; size: number; stored: number }>(
    context.db,
    sql`select id, file_size as size, octet_length(file_data) as stored from client_documents
      where id in (${sql.join(
        documents.map((d) => sql`${d.id}`),
        sql`, `,
      )})`,
  );
  const sizes = new Map(rows.map((row) => [row.id, row]));
  const broken = documents.find((d) => {
    const row = sizes.get(d.id);
    return !row || Number(row.stored) !== Number(row.size);
  });
  if (broken) throw new HttpError(409, packDocumentNotStoredMessage(broken.fileName));
  return new Map(rows.map((row) => [row.id, Number(row.size)]));
}

/**
 * A document's pieces, failing unless they come to its size as uploaded: a file that went short while the
 * ZIP was on its way fails the stream (and so the download) instead of ending as a shorter archive.
 */
async function* wholeDocument(context: ClaimsContext, documentId: number, size: number): AsyncGenerator<Uint8Array> {
  let read = 0;
  for await (const piece of documentPieces(context, documentId)) {
    read += piece.length;
    if (read > size) break;
    yield piece;
  }
  if (read !== size) throw new Error(`Document ${documentId} was read as ${read} bytes, not the ${size} uploaded`);
}

/**
 * The claim's pack with its enclosed documents, as a ZIP streamed: the PDF first, then each document under
 * `documents/`, its bytes read from the database a piece at a time as the download takes them. Audited.
 */
export async function zipClaimPack(context: ClaimsContext, claimId: number, staffId: number): Promise<{ fileName: string; zip: Readable }> {
  const facts = await packFacts(context, claimId);
  const sizes = await storedSizes(context, facts.documents);
  await auditPackGenerated(context, facts, { staffId }, 'zip');
  const pdfName = packFileName(facts.caseId, facts.type, 'pdf');
  const zip = zipStream([
    { name: pdfName, pieces: () => packPdf(facts) },
    ...facts.documents.map((d) => ({
      name: `documents/${d.id}-${d.fileName.replace(/[/\\]/g, '_')}`,
      modified: new Date(d.uploadedAt),
      pieces: () => wholeDocument(context, d.id, sizes.get(d.id) ?? 0),
    })),
  ]);
  return { fileName: packFileName(facts.caseId, facts.type, 'zip'), zip };
}
