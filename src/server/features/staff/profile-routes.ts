import type { FastifyInstance } from 'fastify';
import { staffEndpoints as endpoints } from '../../../contract/staff/endpoints';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { Db } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { updateProfile } from './update-profile';

/** The signed-in member's own profile; registered inside the guarded admin scope. */
export async function profileRoutes(app: FastifyInstance, options: { db: Db }) {
  implement(app, endpoints.updateProfile, async (request) => updateProfile(options.db, actingStaff(request), request.body));
}
