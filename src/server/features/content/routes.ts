import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { z } from 'zod';
import type { PublicSettings, SiteContent } from '../../../contract/content/content';
import { contentEndpoints as endpoints, sectionInputSchemas } from '../../../contract/content/endpoints';
import { contractValidator, documentedOnly } from '../../platform/api-contract';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { Db } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { HttpError, parseWith } from '../../platform/http-error';
import { saveSection } from './save-section';
import { getSiteContent } from './service';
import type { SiteFigures } from './site-figures';

export async function contentRoutes(app: FastifyInstance, options: { db: Db; settings: PublicSettings; figures: SiteFigures }) {
  implement(app, endpoints.site, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const content = await getSiteContent(options.db);
    return { content: { ...content, figures: await options.figures.shown(content.figures) }, settings: options.settings };
  });
}

/** A section's body checked by its own schema; a figure's problem names the figure ("Figure 2: ..."). */
function parseSection(key: keyof typeof sectionInputSchemas, body: unknown) {
  try {
    return parseWith(sectionInputSchemas[key], body);
  } catch (error) {
    const index =
      error instanceof HttpError && key === 'figures' ? sectionInputSchemas.figures.safeParse(body).error?.issues[0]?.path[0] : undefined;
    if (typeof index === 'number') throw new HttpError(400, `Figure ${index + 1}: ${(error as HttpError).message}`);
    throw error;
  }
}

// Which section's schema the body must meet depends on the path's key: the handler checks it with that one.
const bodyCheckedByHandler: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? documentedOnly() : contractValidator(route as FastifyRouteSchemaDef<z.ZodType>);

/** Staff edit the site's content one section at a time; registered inside the guarded admin scope. */
export async function adminContentRoutes(app: FastifyInstance, options: { db: Db; figures: SiteFigures }) {
  const { db, figures } = options;
  implement(app, endpoints.get, async () => getSiteContent(db));
  implement(
    app,
    endpoints.saveSection,
    async (request) => {
      const { key } = request.params;
      const value = parseSection(key, request.body as unknown);
      if (key === 'figures') figures.refuseFuturePeriods(value as SiteContent['figures']);
      const saved = await saveSection(db, key, value as SiteContent[typeof key], actingStaff(request).id);
      if (key === 'figures') figures.invalidate();
      return { key, value: saved };
    },
    { validatorCompiler: bodyCheckedByHandler },
  );
  implement(app, endpoints.previewFigure, async (request) => figures.preview(request.body));
}
