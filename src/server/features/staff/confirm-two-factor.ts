import { eq } from 'drizzle-orm';
import { MFA_ALREADY_ON_MESSAGE, MFA_NOT_STARTED_MESSAGE, MFA_SETUP_CODE_WRONG_MESSAGE, type StaffMember } from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import { openSecret } from '../../platform/auth/second-factor';
import { newRecoveryCodes, verifyTotp } from '../../platform/auth/totp';
import type { Db } from '../../platform/db/client';
import { staffRecoveryCodes, users as staffMembers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

/** Turns two-factor sign-in on with a first right code; answers ten new recovery codes (the earlier ones end). */
export async function confirmTwoFactor(db: Db, secrets: SecretSealer, member: StaffMember, code: string) {
  if (member.mfaEnabled) throw new HttpError(409, MFA_ALREADY_ON_MESSAGE);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ secret: staffMembers.mfaSecret }).from(staffMembers).where(eq(staffMembers.id, member.id)).for('update');
    if (!row?.secret) throw new HttpError(400, MFA_NOT_STARTED_MESSAGE);
    const secret = openSecret(secrets, row.secret, member.id);
    const step = secret === null ? null : verifyTotp(secret, code, null);
    if (step === null) throw new HttpError(400, MFA_SETUP_CODE_WRONG_MESSAGE);
    const { codes, hashes } = newRecoveryCodes();
    await tx
      .update(staffMembers)
      .set({ mfaEnabledAt: new Date().toISOString(), mfaLastStep: step, mfaFailedCodes: 0, mfaLockedAt: null })
      .where(eq(staffMembers.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.id));
    await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId: member.id, codeHash })));
    await recordAudit(tx, { actorUserId: member.id, action: 'staff.mfa_enabled', entityType: 'user', entityId: member.id });
    return { recoveryCodes: codes };
  });
}
