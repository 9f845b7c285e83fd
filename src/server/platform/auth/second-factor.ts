import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffRecoveryCodes, users } from '../db/schema';
import { hashRecoveryCode, verifyTotp } from './totp';

/** 'ok' (no two-factor, or a good code), 'required' (none given) or 'wrong'. */
export type SecondFactor = 'ok' | 'required' | 'wrong';

/**
 * The second step of a staff sign-in once the password was right. A TOTP code works once (its time
 * step is remembered), a recovery code once (it is marked used). Checked under a row lock, so two
 * sign-ins racing with the same code cannot both pass.
 */
export async function checkSecondFactor(db: Db, userId: number, code: string | undefined): Promise<SecondFactor> {
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
      const step = verifyTotp(member.secret, given, member.lastStep);
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
