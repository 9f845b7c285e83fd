import { eq } from 'drizzle-orm';
import { MFA_ALREADY_ON_MESSAGE, type StaffMember } from '../../../contract/staff/staff';
import { mfaSecretContext, type SecretSealer } from '../../platform/auth/sealed-secrets';
import { newTotpSecret, qrModules } from '../../platform/auth/totp';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

/** A new two-factor secret for the member to scan, stored sealed; not on until a first code confirms it. */
export async function startTwoFactor(db: Db, options: { issuer: string; secrets: SecretSealer }, member: StaffMember) {
  if (member.mfaEnabled) throw new HttpError(409, MFA_ALREADY_ON_MESSAGE);
  const { secret, otpauthUrl } = newTotpSecret(member.email, options.issuer);
  await db
    .update(staffMembers)
    .set({ mfaSecret: options.secrets.seal(secret, mfaSecretContext(member.id)), mfaEnabledAt: null, mfaLastStep: null })
    .where(eq(staffMembers.id, member.id));
  return { secret, otpauthUrl, qr: qrModules(otpauthUrl) };
}
