import type { Readable } from 'node:stream';
import { packFileName } from '../../../contract/claims/pack-text';
import { zipStream } from '../../platform/zip-stream';
import { documentPieces } from '../documents';
import type { ClaimsContext } from './context';
import { packFacts } from './pack-facts';
import { packPdf } from './pack-pdf';
import { auditPackGenerated } from './write-claim-pack';

/**
 * The claim's pack with its enclosed documents, as a ZIP streamed: the PDF first, then each document under
 * `documents/`, its bytes read from the database a piece at a time as the download takes them. Audited.
 */
export async function zipClaimPack(context: ClaimsContext, claimId: number, staffId: number): Promise<{ fileName: string; zip: Readable }> {
  const facts = await packFacts(context, claimId);
  await auditPackGenerated(context, facts, { staffId }, 'zip');
  const pdfName = packFileName(facts.caseId, facts.type, 'pdf');
  const zip = zipStream([
    { name: pdfName, pieces: () => packPdf(facts) },
    ...facts.documents.map((d) => ({
      name: `documents/${d.id}-${d.fileName.replace(/[/\\]/g, '_')}`,
      modified: new Date(d.uploadedAt),
      pieces: () => documentPieces(context, d.id),
    })),
  ]);
  return { fileName: packFileName(facts.caseId, facts.type, 'zip'), zip };
}
