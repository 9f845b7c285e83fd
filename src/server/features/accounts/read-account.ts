import { and, eq, inArray, sql } from 'drizzle-orm';
import { caseId, type ClientAccount, recoveryStatusOf } from '../../../contract/accounts/accounts';
import type { CaseStage } from '../../../contract/accounts/case-progress';
import { OPEN_PAYOUT_STATUSES } from '../../../contract/accounts/payouts';
import { fromCents, toCents } from '../../../contract/shared/money';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientSubmissions, payoutRequests, users } from '../../platform/db/schema';
import { isoOrNull } from '../../platform/db/timestamps';
import { HttpError } from '../../platform/http-error';

export const ACCOUNT_NOT_FOUND = 'Account not found';

export type AccountRow = typeof clientAccounts.$inferSelect;

/** The client's case handler: the active staff member their lead is assigned to (join condition on `users`). */
export const caseHandlerOf = and(eq(users.id, clientSubmissions.assignedTo), eq(users.isActive, true));

/** What an account's audit entries may hold: never the password. */
export function auditView(row: AccountRow) {
  return {
    email: row.email,
    currency: row.currency,
    caseStage: row.caseStage,
    isActive: row.isActive,
    submissionId: row.submissionId,
    emailChosenByStaff: row.emailChosenByStaff,
    passwordChosenByStaff: row.passwordChosenByStaff,
  };
}

/** What the account's open payouts (pending or processing) promise the client, in cents. */
export async function openPayoutCents(tx: Db, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payoutRequests.amount}), 0)::text` })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.clientAccountId, accountId), inArray(payoutRequests.status, [...OPEN_PAYOUT_STATUSES])));
  return toCents(row.total);
}

/** The account as its client and staff see it: the available amount is what open payouts leave. */
export function toAccount(
  casePrefix: string,
  row: AccountRow,
  openCents: number,
  lead: { reference: string | null; handler: string | null },
): ClientAccount {
  const recovered = toCents(row.recoveredAmount);
  const caseStage = row.caseStage as CaseStage;
  const caseStageChangedAt = new Date(row.caseStageChangedAt).toISOString();
  return {
    id: row.id,
    caseId: caseId(casePrefix, row.id),
    submissionId: row.submissionId,
    assessmentReference: lead.reference,
    caseHandler: lead.handler?.trim() || null,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    recoveredAmount: fromCents(recovered),
    transferredAmount: fromCents(toCents(row.transferredAmount)),
    availableAmount: fromCents(Math.max(0, recovered - openCents)),
    currency: row.currency,
    recoveryStatus: recoveryStatusOf({ caseStage, recoveredAmount: row.recoveredAmount, transferredAmount: row.transferredAmount }),
    recoveryStatusChangedAt: caseStageChangedAt,
    lastLogin: isoOrNull(row.lastLogin),
    previousLogin: isoOrNull(row.previousLogin),
    isActive: row.isActive,
    caseStage,
    caseStageChangedAt,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One account, read in `tx` (a transaction sees what it has written); 404 when there is none. */
export async function readAccount(tx: Db, casePrefix: string, accountId: number): Promise<ClientAccount> {
  const [row] = await tx
    .select({ account: clientAccounts, reference: clientSubmissions.reference, handler: users.firstName })
    .from(clientAccounts)
    .leftJoin(clientSubmissions, eq(clientSubmissions.id, clientAccounts.submissionId))
    .leftJoin(users, caseHandlerOf)
    .where(eq(clientAccounts.id, accountId));
  if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  return toAccount(casePrefix, row.account, await openPayoutCents(tx, accountId), row);
}

/** The account's row, locked for the rest of the transaction: changes to one account's money are taken one at a time. */
export async function lockAccount(tx: Db, accountId: number): Promise<AccountRow> {
  const [row] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId)).for('update');
  if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  return row;
}
