import { eq, sql } from 'drizzle-orm';
import { fundsRecovered } from '../../../contract/accounts/accounts';
import { type CaseStage, FUNDS_REVERSED_MESSAGE } from '../../../contract/accounts/case-progress';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { caseUpdates, clientAccounts } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';

type AccountRow = typeof clientAccounts.$inferSelect;

/**
 * Moves a case to `stage` with a dated update; the recovery status follows from it (decision 043). The
 * client is emailed only for what they can see.
 */
export async function recordUpdate(
  tx: Db,
  notifier: Notifier,
  account: AccountRow,
  update: { message: string; stage: CaseStage | null; visibleToClient: boolean },
  staffId: number,
) {
  const previousStage = update.stage ? (account.caseStage as CaseStage) : null;
  if (update.stage) {
    await tx
      .update(clientAccounts)
      .set({
        caseStage: update.stage,
        caseStageChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(clientAccounts.id, account.id));
  }
  const [row] = await tx
    .insert(caseUpdates)
    .values({ clientAccountId: account.id, ...update, previousStage, createdBy: staffId })
    .returning();
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'case.updated',
    entityType: 'client_account',
    entityId: account.id,
    before: previousStage ? { stage: previousStage } : undefined,
    after: { updateId: row.id, stage: update.stage ?? account.caseStage, visibleToClient: update.visibleToClient },
  });
  if (update.visibleToClient) await notifier.toClient(tx, account.id, 'case_update');
  return {
    id: row.id,
    message: row.message,
    stage: update.stage,
    previousStage,
    visibleToClient: row.visibleToClient,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * After money was taken off the ledger: a case marked Funds recovered that no longer shows any
 * recorded money goes back to Awaiting response, said in its timeline: funds count as recovered only while money is recorded.
 */
export async function stageAfterReversal(tx: Db, notifier: Notifier, accountId: number, staffId: number): Promise<void> {
  const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId));
  if (account.caseStage !== 'funds_recovered' || fundsRecovered(account)) return;
  await recordUpdate(tx, notifier, account, { message: FUNDS_REVERSED_MESSAGE, stage: 'awaiting_response', visibleToClient: true }, staffId);
}
