import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITE_CONTENT_KEYS, siteContentSchema, type PublicSettings, type PublicSite, type SiteContentKey } from '../../../contract/content/content';
import type { Db } from '../../platform/db/client';
import { parseWith } from '../../platform/http-error';
import { recordAudit } from '../../platform/audit';
import { actingStaff } from '../../platform/auth/staff-guard';
import { getSiteContent, saveSiteContentSection } from './service';

export async function contentRoutes(app: FastifyInstance, options: { db: Db; settings: PublicSettings }) {
  app.get('/api/site', async (_request, reply): Promise<PublicSite> => {
    reply.header('cache-control', 'no-cache');
    return { content: await getSiteContent(options.db), settings: options.settings };
  });
}

const sectionParamSchema = z.object({
  key: z.enum(SITE_CONTENT_KEYS as [SiteContentKey, ...SiteContentKey[]], { error: `Section must be one of ${SITE_CONTENT_KEYS.join(', ')}` }),
});

/** Staff edit the site's content one section at a time; registered inside the guarded admin scope. */
export async function adminContentRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get('/api/admin/content', { config: { role: 'admin' } }, async () => getSiteContent(options.db));

  app.put('/api/admin/content/:key', { config: { role: 'admin' } }, async (request) => {
    const { key } = parseWith(sectionParamSchema, request.params);
    const value = parseWith(siteContentSchema.shape[key], request.body);
    const before = (await getSiteContent(options.db))[key];
    const saved = await options.db.transaction(async (tx) => {
      const stored = await saveSiteContentSection(tx, key, value, actingStaff(request).id);
      await recordAudit(tx, { actorUserId: actingStaff(request).id, action: 'content.updated', entityType: 'site_content', entityId: key, before, after: stored });
      return stored;
    });
    return { key, value: saved };
  });
}
