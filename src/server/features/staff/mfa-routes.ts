import type { FastifyInstance } from 'fastify';
import { staffEndpoints as endpoints } from '../../../contract/staff/endpoints';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { Db } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { confirmTwoFactor } from './confirm-two-factor';
import { startTwoFactor } from './start-two-factor';

/** Enrolling in two-factor sign-in from the profile page; registered inside the guarded admin scope. */
export async function mfaRoutes(app: FastifyInstance, options: { db: Db; issuer: string; secrets: SecretSealer }) {
  implement(app, endpoints.startTwoFactor, async (request) => startTwoFactor(options.db, options, actingStaff(request)));
  implement(app, endpoints.confirmTwoFactor, async (request) =>
    confirmTwoFactor(options.db, options.secrets, actingStaff(request), request.body.code),
  );
}
