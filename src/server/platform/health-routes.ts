import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';

const healthSchema = z.object({ status: z.string(), message: z.string().optional() });

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', { schema: { description: 'The process is up.', response: { 200: healthSchema } } }, async () => ({ status: 'ok' }));

  routes.get(
    '/readyz',
    { schema: { description: 'The database answers: ready for traffic.', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await options.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', message: 'Database not reachable' });
      }
    },
  );
}
