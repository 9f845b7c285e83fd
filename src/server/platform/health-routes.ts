import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';

const healthSchema = z.object({ status: z.string(), message: z.string().optional() });

/** A database that has not answered `select 1` in this long is not ready (a frozen server never answers). */
const READY_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', { schema: { description: 'The process is up.', response: { 200: healthSchema } } }, async () => ({ status: 'ok' }));

  routes.get(
    '/readyz',
    { schema: { description: 'The database answers: ready for traffic.', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await withinTime(options.database.ping(), READY_TIMEOUT_MS);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', message: 'Database not reachable' });
      }
    },
  );
}
