import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database not reachable' });
    }
  });
}
