import type { FastifyInstance } from 'fastify';
import type { PublicSettings, PublicSite } from '../../../contract/content';
import type { Db } from '../../db/client';
import { getSiteContent } from './service';

export async function contentRoutes(app: FastifyInstance, options: { db: Db; settings: PublicSettings }) {
  app.get('/api/site', async (_request, reply): Promise<PublicSite> => {
    reply.header('cache-control', 'no-cache');
    return { content: await getSiteContent(options.db), settings: options.settings };
  });
}
