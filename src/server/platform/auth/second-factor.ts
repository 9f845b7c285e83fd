import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffRecoveryCodes, users } from '../db/schema';
import { type Config, publicUrl } from '../config';
import { createNotifier, type Notifier } from '../mail/notifier';
import { mfaSecretContext, SealBrokenError, type SecretSealer, secretSealerFor } from './sealed-secrets';
import { hashRecoveryCode, verifyTotp } from './totp';

/** 'ok' (no two-factor, or a good code), 'required' (none given), 'wrong', or 'locked' (authenticator codes refused). */
export type SecondFactor = 'ok' | 'required' | 'wrong' | 'locked';

/** Wrong codes after a right password that lock the member's authenticator codes. */
export const MFA_CODE_LOCK_AFTER = 10;

/** What the second step needs besides the database: the secrets' key and the mail queue (to tell a member of a lock). */
export interface SecondFactorCheck {
  secrets: SecretSealer;
  notifier: Notifier;
}

/** The check as the configuration makes it, for what runs outside the app (scripts, the first admin, tests). */
export function secondFactorCheckFor(config: Config): SecondFactorCheck {
  return {
    secrets: secretSealerFor(config.SECRETS_KEY),
    notifier: createNotifier({
      companyName: config.COMPANY_NAME,
      publicUrl: publicUrl(config),
      staffNotifyEmail: config.STAFF_NOTIFY_EMAIL ?? null,
    }),
  };
}

/**
 * The second step of a staff sign-in once the password was right. A TOTP code works once (its time
 * step is remembered), a recovery code once (it is marked used). Checked under a row lock, so two
 * sign-ins racing with the same code cannot both pass, and wrong codes sent together are counted one
 * after another: the tenth wrong one since the last right one locks authenticator codes (the password
 * is known to whoever is guessing) and emails the member; from then on only a recovery code signs in
 * (and lifts the lock), or an admin resets the member's two-factor sign-in.
 */
export async function checkSecondFactor(db: Db, check: SecondFactorCheck, userId: number, code: string | undefined): Promise<SecondFactor> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        secret: users.mfaSecret,
        enabledAt: users.mfaEnabledAt,
        lastStep: users.mfaLastStep,
        failed: users.mfaFailedCodes,
        lockedAt: users.mfaLockedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member?.enabledAt || !member.secret) return 'ok';
    const given = code?.trim() ?? '';
    if (!given) return 'required';

    const wrong = async (): Promise<SecondFactor> => {
      const failed = member.failed + 1;
      const locks = !member.lockedAt && failed >= MFA_CODE_LOCK_AFTER;
      await tx
        .update(users)
        .set({ mfaFailedCodes: failed, ...(locks ? { mfaLockedAt: sql`now()` } : {}) })
        .where(eq(users.id, userId));
      if (locks) await check.notifier.toStaffMember(tx, userId, 'two_factor_locked', '/admin');
      return member.lockedAt || locks ? 'locked' : 'wrong';
    };

    if (/^\d{6}$/.test(given.replace(/\s+/g, ''))) {
      if (member.lockedAt) return wrong();
      const secret = openSecret(check.secrets, member.secret, userId);
      const step = secret === null ? null : verifyTotp(secret, given, member.lastStep);
      if (step === null) return wrong();
      await tx.update(users).set({ mfaLastStep: step, mfaFailedCodes: 0 }).where(eq(users.id, userId));
      return 'ok';
    }
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(given)), isNull(staffRecoveryCodes.usedAt)),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (used.length === 0) return wrong();
    // A recovery code is what the guesser lacks: it lifts the lock.
    await tx.update(users).set({ mfaFailedCodes: 0, mfaLockedAt: null }).where(eq(users.id, userId));
    return 'ok';
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
