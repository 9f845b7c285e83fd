import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MFA_ALREADY_ON_MESSAGE,
  MFA_NOT_STARTED_MESSAGE,
  MFA_SETUP_CODE_WRONG_MESSAGE,
  mfaConfirmSchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
} from '../../../contract/staff/staff';
import { failures } from '../../platform/api-contract';
import { recordAudit } from '../../platform/audit';
import { mfaSecretContext, type SecretSealer } from '../../platform/auth/sealed-secrets';
import { openSecret } from '../../platform/auth/second-factor';
import { actingStaff } from '../../platform/auth/staff-guard';
import { newRecoveryCodes, newTotpSecret, qrModules, verifyTotp } from '../../platform/auth/totp';
import type { Db } from '../../platform/db/client';
import { staffRecoveryCodes, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

/** Enrolling in two-factor sign-in from the profile page; registered inside the guarded admin scope. */
export async function mfaRoutes(app: FastifyInstance, options: { db: Db; issuer: string; secrets: SecretSealer }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/mfa/setup',
    {
      config: { role: 'caseworker' },
      schema: {
        description: 'Starts two-factor set-up: a new secret to scan (not on until confirmed with a code).',
        response: { 200: mfaSetupSchema, ...failures(401, 409) },
      },
    },
    async (request) => {
      const member = actingStaff(request);
      if (member.mfaEnabled) throw new HttpError(409, MFA_ALREADY_ON_MESSAGE);
      const { secret, otpauthUrl } = newTotpSecret(member.email, options.issuer);
      await db
        .update(users)
        .set({ mfaSecret: options.secrets.seal(secret, mfaSecretContext(member.id)), mfaEnabledAt: null, mfaLastStep: null })
        .where(eq(users.id, member.id));
      return { secret, otpauthUrl, qr: qrModules(otpauthUrl) };
    },
  );

  routes.post(
    '/api/admin/mfa/confirm',
    {
      config: { role: 'caseworker' },
      schema: {
        description: 'Turns two-factor sign-in on with a first code; answers ten single-use recovery codes, shown once.',
        body: mfaConfirmSchema,
        response: { 200: mfaRecoveryCodesSchema, ...failures(400, 401, 409) },
      },
    },
    async (request) => {
      const member = actingStaff(request);
      if (member.mfaEnabled) throw new HttpError(409, MFA_ALREADY_ON_MESSAGE);
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ secret: users.mfaSecret }).from(users).where(eq(users.id, member.id)).for('update');
        if (!row?.secret) throw new HttpError(400, MFA_NOT_STARTED_MESSAGE);
        const secret = openSecret(options.secrets, row.secret, member.id);
        const step = secret === null ? null : verifyTotp(secret, request.body.code, null);
        if (step === null) throw new HttpError(400, MFA_SETUP_CODE_WRONG_MESSAGE);
        const { codes, hashes } = newRecoveryCodes();
        await tx
          .update(users)
          .set({ mfaEnabledAt: new Date().toISOString(), mfaLastStep: step, mfaFailedCodes: 0, mfaLockedAt: null })
          .where(eq(users.id, member.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.id));
        await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId: member.id, codeHash })));
        await recordAudit(tx, { actorUserId: member.id, action: 'staff.mfa_enabled', entityType: 'user', entityId: member.id });
        return { recoveryCodes: codes };
      });
    },
  );
}
