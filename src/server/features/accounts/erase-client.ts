import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { chatRooms, claims, clientAccounts, clientDocuments, payoutRequests } from '../../platform/db/schema';
import { complaintIsOpen, eraseAuditValues, eraseOneTimeTokens, eraseTracesOf } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';
import { refuseErasureForComplaint, refuseHeldErasure } from '../../platform/legal-hold';
import type { LeadsService } from '../leads';
import { ACCOUNT_NOT_FOUND, lockAccount } from './read-account';

type LeadsForErasure = Pick<LeadsService, 'holdOf' | 'openComplaintOf' | 'deleteLead'>;

/** The reference of a complaint still open that the account made, or that was made from its address. */
async function openComplaintOfAccount(db: Db, accountId: number): Promise<string | null> {
  const [row] = await queryRows<{ reference: string }>(
    db,
    sql`select c.reference from complaints c join client_accounts a on a.id = ${accountId}
      where ${complaintIsOpen()} and (c.client_account_id = a.id or lower(c.email) = lower(a.email))
      order by c.received_at, c.id limit 1`,
  );
  return row?.reference ?? null;
}

/** Refuses (and audits the refusal) while a legal hold or an open complaint keeps the client or their lead. */
async function refuseKeptClient(db: Db, leads: LeadsForErasure, accountId: number, staffId: number | null): Promise<void> {
  const [held] = await db
    .select({ reason: clientAccounts.legalHoldReason, submissionId: clientAccounts.submissionId })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, accountId));
  if (!held) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  // Erasing the client erases their lead too: a hold on either keeps both.
  const entity = { type: 'client_account', id: accountId, action: 'client_account' };
  const hold = held.reason ?? (held.submissionId ? await leads.holdOf(held.submissionId) : null);
  if (hold !== null) await refuseHeldErasure(db, entity, hold, staffId);
  // Complaint records are kept (DISP 1.9): while one of the client's is open, nothing of them is erased.
  const complaint = (await openComplaintOfAccount(db, accountId)) ?? (held.submissionId ? await leads.openComplaintOf(held.submissionId) : null);
  if (complaint !== null) await refuseErasureForComplaint(db, entity, complaint, staffId);
}

/** Deletes the account (its ledger, payouts, documents and sessions go with it), its chats and its traces; the lead it came from is returned. */
async function eraseAccount(db: Db, accountId: number, staffId: number | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const owned = async (table: typeof payoutRequests | typeof clientDocuments | typeof claims) =>
      (await tx.select({ id: table.id }).from(table).where(eq(table.clientAccountId, accountId))).map((row) => row.id);
    const [payoutIds, documentIds, claimIds] = [await owned(payoutRequests), await owned(clientDocuments), await owned(claims)];
    await tx.delete(chatRooms).where(eq(chatRooms.clientAccountId, accountId));
    await tx.delete(clientAccounts).where(eq(clientAccounts.id, accountId));
    await eraseTracesOf(tx, account.email);
    await eraseOneTimeTokens(tx, 'client', accountId);
    await eraseAuditValues(tx, 'client_account', [accountId]);
    await eraseAuditValues(tx, 'withdrawal_request', payoutIds);
    await eraseAuditValues(tx, 'client_document', documentIds);
    await eraseAuditValues(tx, 'claim', claimIds);
    await recordAudit(tx, { actorUserId: staffId, action: 'client_account.erased', entityType: 'client_account', entityId: accountId });
    return account.submissionId;
  });
}

/**
 * Erases a client (UK GDPR): the account with its ledger, payouts, documents, sessions and chats,
 * and the personal data in its audit trail. What stays is that an erasure happened, and their
 * complaints, kept for the complaint's own period; refused while one of them is open.
 */
export async function eraseClient(db: Db, leads: LeadsForErasure, accountId: number, staffId: number | null): Promise<void> {
  await refuseKeptClient(db, leads, accountId, staffId);
  const submissionId = await eraseAccount(db, accountId, staffId);
  // The lead the account came from is the same person's data.
  if (submissionId)
    await leads.deleteLead(submissionId, staffId).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    });
}
