import type { Readable } from 'node:stream';
import { packFileName } from '../../../contract/claims/pack-text';
import { recordAudit } from '../../platform/audit';
import type { ClaimsContext } from './context';
import { type PackFacts, packFacts } from './pack-facts';
import { packPdf } from './pack-pdf';

/** Who asks for a pack: a staff member, or the client whose claim it is (their account only). */
export type PackReader = { staffId: number } | { clientAccountId: number };

/** Records that a pack was made: by whom, of which claim, as what, with which documents. */
export async function auditPackGenerated(context: ClaimsContext, facts: PackFacts, by: PackReader, format: 'pdf' | 'zip') {
  await recordAudit(context.db, {
    actorUserId: 'staffId' in by ? by.staffId : null,
    action: 'claim.pack_generated',
    entityType: 'claim',
    entityId: facts.claimId,
    after: {
      format,
      by: 'staffId' in by ? 'staff' : 'client',
      clientAccountId: facts.accountId,
      documentIds: facts.documents.map((d) => d.id),
    },
  });
}

/**
 * The claim's pack as a PDF, audited. A client reads only their own claims' (another's answers 404); the
 * PDF is the same for both: it holds nothing of staff (no names, no internal notes).
 */
export async function writeClaimPack(context: ClaimsContext, claimId: number, by: PackReader): Promise<{ fileName: string; pdf: Readable }> {
  const facts = await packFacts(context, claimId, 'clientAccountId' in by ? by.clientAccountId : null);
  await auditPackGenerated(context, facts, by, 'pdf');
  return { fileName: packFileName(facts.caseId, facts.type, 'pdf'), pdf: packPdf(facts) };
}
