import { type AnyColumn, asc, eq, or, sql } from 'drizzle-orm';
import { maskedBankAccount } from '../../../contract/accounts/bank-details';
import type { Db } from '../../platform/db/client';
import {
  caseUpdates,
  chatRooms,
  clientDocuments,
  claimEvents,
  claimPackDocuments,
  claimPayments,
  claims,
  complaints,
  scamPayments,
  contactSubmissions,
  documentRequests,
  payoutRequests,
} from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { chatsWithMessages, emailsTo, leadForExport, personalDataZip } from '../../platform/personal-data-zip';
import type { LeadsService } from '../leads';
import { ledgerEntries } from './list-ledger';
import { readVulnerability } from './update-account';
import { readAccount } from './read-account';

/** The lead the account came from, when there is one still. */
async function leadOf(leads: Pick<LeadsService, 'getLead'>, submissionId: number | null) {
  if (!submissionId) return null;
  return leads.getLead(submissionId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

/** Every record the client's account owns or that was made from their address, as the export lists them. */
async function recordsOf(db: Db, accountId: number, email: string) {
  const sameEmail = (column: AnyColumn) => eq(sql`lower(${column})`, email.toLowerCase());
  const [payouts, documents, requests, rooms, contactMessages, complaintRows, updates, emails] = await Promise.all([
    db.select().from(payoutRequests).where(eq(payoutRequests.clientAccountId, accountId)),
    db
      .select({
        id: clientDocuments.id,
        documentType: clientDocuments.documentType,
        fileName: clientDocuments.fileName,
        fileSize: clientDocuments.fileSize,
        mimeType: clientDocuments.mimeType,
        uploadedAt: clientDocuments.uploadedAt,
        status: clientDocuments.status,
      })
      .from(clientDocuments)
      .where(eq(clientDocuments.clientAccountId, accountId)),
    db.select().from(documentRequests).where(eq(documentRequests.clientAccountId, accountId)).orderBy(asc(documentRequests.id)),
    db
      .select()
      .from(chatRooms)
      .where(or(eq(chatRooms.clientAccountId, accountId), sameEmail(chatRooms.contactEmail))),
    db.select().from(contactSubmissions).where(sameEmail(contactSubmissions.email)).orderBy(asc(contactSubmissions.id)),
    db
      .select()
      .from(complaints)
      .where(or(eq(complaints.clientAccountId, accountId), sameEmail(complaints.email)))
      .orderBy(asc(complaints.id)),
    db.select().from(caseUpdates).where(eq(caseUpdates.clientAccountId, accountId)).orderBy(asc(caseUpdates.id)),
    emailsTo(db, email),
  ]);
  return { payouts, documents, requests, rooms, contactMessages, complaints: complaintRows, updates, emails };
}

async function claimsOf(db: Db, accountId: number) {
  const rows = await db.select().from(claims).where(eq(claims.clientAccountId, accountId)).orderBy(asc(claims.id));
  return Promise.all(
    rows.map(async ({ createdBy: _c, assignedTo: _a, ...claim }) => ({
      ...claim,
      paymentIds: (await db.select({ id: claimPayments.paymentId }).from(claimPayments).where(eq(claimPayments.claimId, claim.id))).map(
        (p) => p.id,
      ),
      events: (await db.select().from(claimEvents).where(eq(claimEvents.claimId, claim.id)).orderBy(asc(claimEvents.id))).map(
        ({ recordedBy: _r, ...event }) => event,
      ),
      // The claim's evidence pack: its letter's paragraph is `packLetterNote` above, and the documents it encloses.
      packDocumentIds: (
        await db.select({ id: claimPackDocuments.documentId }).from(claimPackDocuments).where(eq(claimPackDocuments.claimId, claim.id))
      ).map((d) => d.id),
    })),
  );
}

/**
 * Everything held about a client, for a subject-access request, as one ZIP: their lead and contact
 * messages, the account, its ledger, payout requests, documents (the files beside the JSON) and the
 * documents asked of them, case updates and the case's timeline (given by case progress), complaints
 * and chats.
 */
export async function exportClient(
  db: Db,
  deps: { casePrefix: string; leads: Pick<LeadsService, 'getLead'> },
  accountId: number,
  timeline: unknown[],
): Promise<Buffer> {
  const account = await readAccount(db, deps.casePrefix, accountId);
  const lead = await leadOf(deps.leads, account.submissionId);
  const records = await recordsOf(db, accountId, account.email);
  const data = {
    exportedAt: new Date().toISOString(),
    lead: lead && leadForExport(lead),
    contactMessages: records.contactMessages,
    account,
    ledger: await ledgerEntries(db, accountId),
    // The bank account given for a payout only masked, as the client sees it in the portal.
    payoutRequests: records.payouts.map(({ adminNotes: _n, processedBy: _p, bankDetails: _sealed, bankHolderMatches: _h, ...rest }) => ({
      ...rest,
      bankDetails: maskedBankAccount(rest.bankAccountKind, rest.bankAccountEnding),
    })),
    documents: records.documents.map((doc) => ({ ...doc, file: `documents/${doc.id}-${doc.fileName}` })),
    documentRequests: records.requests.map(({ createdBy: _staff, ...rest }) => rest),
    caseUpdates: records.updates,
    timeline,
    complaints: records.complaints,
    // What they paid to the scam and the claims made for them, with every dated step (staff's notes too:
    // they are about the client); whether staff marked them vulnerable, and why.
    payments: await db.select().from(scamPayments).where(eq(scamPayments.clientAccountId, accountId)).orderBy(asc(scamPayments.id)),
    claims: await claimsOf(db, accountId),
    vulnerability: await readVulnerability(db, accountId),
    chats: await chatsWithMessages(db, records.rooms),
    emails: records.emails,
  };
  const files = await db
    .select({ id: clientDocuments.id, fileName: clientDocuments.fileName, bytes: clientDocuments.fileData })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientAccountId, accountId));
  return personalDataZip(
    data,
    files.map((file) => ({ name: `${file.id}-${file.fileName}`, bytes: file.bytes })),
  );
}
