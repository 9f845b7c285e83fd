import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicSiteSchema,
  SITE_CONTENT_KEYS,
  siteContentSchema,
  type PublicSettings,
  type SiteContentKey,
} from '../../../contract/content/content';
import { failures } from '../../platform/api-contract';
import { recordAudit } from '../../platform/audit';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { Db } from '../../platform/db/client';
import { parseWith } from '../../platform/http-error';
import { getSiteContent, saveSiteContentSection } from './service';

export async function contentRoutes(app: FastifyInstance, options: { db: Db; settings: PublicSettings }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/site',
      { schema: { description: "The landing page's content and the practice's settings.", response: { 200: publicSiteSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { content: await getSiteContent(options.db), settings: options.settings };
      },
    );
}

const sectionParamSchema = z.object({
  key: z.enum(SITE_CONTENT_KEYS as [SiteContentKey, ...SiteContentKey[]], { error: `Section must be one of ${SITE_CONTENT_KEYS.join(', ')}` }),
});
const sectionValueSchema = z.union(
  SITE_CONTENT_KEYS.map((key) => siteContentSchema.shape[key]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
);

/** Staff edit the site's content one section at a time; registered inside the guarded admin scope. */
export async function adminContentRoutes(app: FastifyInstance, options: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/content',
    { config: { role: 'admin' }, schema: { response: { 200: siteContentSchema, ...failures(401, 403) } } },
    async () => getSiteContent(options.db),
  );

  routes.put(
    '/api/admin/content/:key',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Replaces one section; the body is that section of the site content.',
        params: sectionParamSchema,
        response: { 200: z.object({ key: z.string(), value: sectionValueSchema }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { key } = request.params;
      // The section's own schema: which one depends on the path.
      const value = parseWith(siteContentSchema.shape[key], request.body);
      const before = (await getSiteContent(options.db))[key];
      const saved = await options.db.transaction(async (tx) => {
        const stored = await saveSiteContentSection(tx, key, value, actingStaff(request).id);
        await recordAudit(tx, {
          actorUserId: actingStaff(request).id,
          action: 'content.updated',
          entityType: 'site_content',
          entityId: key,
          before,
          after: stored,
        });
        return stored;
      });
      return { key, value: saved };
    },
  );
}
