import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { purgeQuerySchema, purgeResultSchema } from '../../../contract/shared/retention';
import { failures } from '../../platform/api-contract';
import type { Retention } from './purge';

/** The retention purge on demand (admins): `dryRun=true` (the default) answers what would go, by kind. */
export async function adminRetentionRoutes(app: FastifyInstance, options: { retention: Retention }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/admin/retention/run',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Purges what is past its retention period (legal holds kept); with dryRun=true (the default) only counts it.',
        querystring: purgeQuerySchema,
        response: { 200: purgeResultSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => options.retention.run({ dryRun: request.query.dryRun === 'true' }),
  );
}
