import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ClientAccount, VULNERABILITY_REASONS } from '../../../contract/accounts/accounts';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientSessions } from '../../platform/db/schema';
import { auditHoldChange, holdColumns } from '../../platform/legal-hold';
import { auditView, lockAccount, readAccount } from './read-account';

export interface AccountChange {
  isActive?: boolean;
  legalHold?: boolean;
  holdReason?: string;
  vulnerable?: boolean;
  vulnerability?: { reason: (typeof VULNERABILITY_REASONS)[number]; note: string };
}

/** Whether staff marked the client vulnerable, why, and their note: staff only. */
export async function readVulnerability(db: Db, accountId: number) {
  const [row] = await db
    .select({ vulnerable: clientAccounts.vulnerable, reason: clientAccounts.vulnerabilityReason, note: clientAccounts.vulnerabilityNote })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, accountId));
  return row?.vulnerable && row.reason ? { reason: row.reason as (typeof VULNERABILITY_REASONS)[number], note: row.note ?? '' } : null;
}

/** The legal hold on an account, for staff: its reason and since when, or null. */
export async function readHold(db: Db, accountId: number): Promise<{ reason: string; since: string } | null> {
  const [row] = await db
    .select({ reason: clientAccounts.legalHoldReason, at: clientAccounts.legalHoldAt })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, accountId));
  return row?.reason != null ? { reason: row.reason, since: new Date(row.at ?? Date.now()).toISOString() } : null;
}

const vulnerabilityColumns = (change: AccountChange) =>
  change.vulnerable === undefined
    ? {}
    : change.vulnerable
      ? { vulnerable: true, vulnerabilityReason: change.vulnerability?.reason ?? null, vulnerabilityNote: change.vulnerability?.note || null }
      : { vulnerable: false, vulnerabilityReason: null, vulnerabilityNote: null };

async function revokeSessions(tx: Db, accountId: number): Promise<void> {
  await tx
    .update(clientSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(clientSessions.clientAccountId, accountId), isNull(clientSessions.revokedAt)));
}

/** Changes what staff may set on an account: whether the client can sign in, and its legal hold; both audited. */
export async function updateAccount(db: Db, casePrefix: string, accountId: number, change: AccountChange, staffId: number): Promise<ClientAccount> {
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, accountId);
    await auditHoldChange(tx, { type: 'client_account', id: accountId, action: 'client_account' }, before.legalHoldReason, change, staffId);
    const [after] = await tx
      .update(clientAccounts)
      .set({
        ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
        ...holdColumns(change),
        ...vulnerabilityColumns(change),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(clientAccounts.id, accountId))
      .returning();
    if (
      change.vulnerable !== undefined &&
      (change.vulnerable !== before.vulnerable || change.vulnerability?.reason !== before.vulnerabilityReason)
    ) {
      // Who marked it and why, never the note: it may say something of the client's health.
      await recordAudit(tx, {
        actorUserId: staffId,
        action: 'client_account.vulnerability',
        entityType: 'client_account',
        entityId: accountId,
        before: { vulnerable: before.vulnerable, reason: before.vulnerabilityReason },
        after: { vulnerable: after.vulnerable, reason: after.vulnerabilityReason },
      });
    }
    // Deactivation ends the sessions for good: reactivating the account later never revives them.
    if (change.isActive === false) await revokeSessions(tx, accountId);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'client_account.updated',
      entityType: 'client_account',
      entityId: accountId,
      before: auditView(before),
      after: auditView(after),
    });
    return readAccount(tx, casePrefix, accountId);
  });
}
