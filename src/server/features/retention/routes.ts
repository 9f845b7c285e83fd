import type { FastifyInstance } from 'fastify';
import { retentionEndpoints as endpoints } from '../../../contract/shared/retention-endpoints';
import { implement } from '../../platform/endpoints';
import type { Retention } from './purge';

/** The retention purge on demand (admins): `dryRun=true` (the default) answers what would go, by kind. */
export async function adminRetentionRoutes(app: FastifyInstance, options: { retention: Retention }) {
  implement(app, endpoints.run, async (request) => options.retention.run({ dryRun: request.query.dryRun === 'true' }));
}
