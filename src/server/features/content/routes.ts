import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { z } from 'zod';
import { type PublicSettings, siteContentSchema } from '../../../contract/content/content';
import { contentEndpoints as endpoints } from '../../../contract/content/endpoints';
import { contractValidator, documentedOnly } from '../../platform/api-contract';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { Db } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { parseWith } from '../../platform/http-error';
import { saveSection } from './save-section';
import { getSiteContent } from './service';

export async function contentRoutes(app: FastifyInstance, options: { db: Db; settings: PublicSettings }) {
  implement(app, endpoints.site, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { content: await getSiteContent(options.db), settings: options.settings };
  });
}

// Which section's schema the body must meet depends on the path's key: the handler checks it with that one.
const bodyCheckedByHandler: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? documentedOnly() : contractValidator(route as FastifyRouteSchemaDef<z.ZodType>);

/** Staff edit the site's content one section at a time; registered inside the guarded admin scope. */
export async function adminContentRoutes(app: FastifyInstance, options: { db: Db }) {
  implement(app, endpoints.get, async () => getSiteContent(options.db));
  implement(
    app,
    endpoints.saveSection,
    async (request) => {
      const { key } = request.params;
      const value = parseWith(siteContentSchema.shape[key], request.body as unknown);
      return { key, value: await saveSection(options.db, key, value, actingStaff(request).id) };
    },
    { validatorCompiler: bodyCheckedByHandler },
  );
}
