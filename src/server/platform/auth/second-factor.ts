import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffRecoveryCodes, users } from '../db/schema';
import { mfaSecretContext, SealBrokenError, type SecretSealer } from './sealed-secrets';
import { hashRecoveryCode, verifyTotp } from './totp';

/** 'ok' (no two-factor, or a good code), 'required' (none given) or 'wrong'. */
export type SecondFactor = 'ok' | 'required' | 'wrong';

/**
 * The second step of a staff sign-in once the password was right. A TOTP code works once (its time
 * step is remembered), a recovery code once (it is marked used). Checked under a row lock, so two
 * sign-ins racing with the same code cannot both pass.
 */
export async function checkSecondFactor(db: Db, secrets: SecretSealer, userId: number, code: string | undefined): Promise<SecondFactor> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ secret: users.mfaSecret, enabledAt: users.mfaEnabledAt, lastStep: users.mfaLastStep })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member?.enabledAt || !member.secret) return 'ok';
    const given = code?.trim() ?? '';
    if (!given) return 'required';
    if (/^\d{6}$/.test(given.replace(/\s+/g, ''))) {
      const secret = openSecret(secrets, member.secret, userId);
      const step = secret === null ? null : verifyTotp(secret, given, member.lastStep);
      if (step === null) return 'wrong';
      await tx.update(users).set({ mfaLastStep: step }).where(eq(users.id, userId));
      return 'ok';
    }
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(given)), isNull(staffRecoveryCodes.usedAt)),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length > 0 ? 'ok' : 'wrong';
  });
}

/** The member's TOTP secret; null when the stored value is sealed for someone else (no code can match it). */
export function openSecret(secrets: SecretSealer, stored: string, userId: number): string | null {
  try {
    return secrets.open(stored, mfaSecretContext(userId));
  } catch (error) {
    if (error instanceof SealBrokenError) return null;
    throw error;
  }
}

/**
 * Run at start: seals the two-factor secrets stored before `SECRETS_KEY` was set, and counts the
 * sealed ones this instance cannot open (no key, or not the key they were sealed with): their members'
 * codes would all be refused.
 */
export async function sealStoredMfaSecrets(db: Db, secrets: SecretSealer): Promise<{ sealed: number; unreadable: number }> {
  const rows = await db.select({ id: users.id, secret: users.mfaSecret }).from(users).where(isNotNull(users.mfaSecret));
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    if (!row.secret) continue;
    if (secrets.isSealed(row.secret)) {
      if (!secrets.sealing || openSecret(secrets, row.secret, row.id) === null) unreadable += 1;
      continue;
    }
    if (!secrets.sealing) continue;
    // Only if it is still the value read: a member enrolling meanwhile keeps their new secret.
    const changed = await db
      .update(users)
      .set({ mfaSecret: secrets.seal(row.secret, mfaSecretContext(row.id)) })
      .where(and(eq(users.id, row.id), eq(users.mfaSecret, row.secret)))
      .returning({ id: users.id });
    sealed += changed.length;
  }
  return { sealed, unreadable };
}
