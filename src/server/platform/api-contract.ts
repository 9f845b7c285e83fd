import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, rejectUnstorableText } from './http-error';

/**
 * Request parts are validated with the route's contract schema before the handler runs; a failure
 * answers 400 `{ message }` with the schema's first message (the one error shape every route answers), and text
 * PostgreSQL cannot store is refused the same way.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) return { error: new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request') };
    try {
      rejectUnstorableText(result.data);
    } catch (error) {
      return { error: error as HttpError };
    }
    return { value: result.data };
  };

/** For a route that parses its own input (for a richer error body): its schema documents it only. */
export const documentedOnly = () => (data: unknown) => ({ value: data });

const DOCS_PREFIX = '/api/docs';

/**
 * Routes declare their request parts and replies with the contract's zod schemas: requests are
 * validated with them, replies serialised through them (nothing undeclared leaves the server),
 * and the API reference is generated from them: OpenAPI 3.1 at /api/openapi.json, browsable at /api/docs.
 */
export async function registerApiContract(app: FastifyInstance, info: { title: string }): Promise<void> {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${info.title} API`, version: '1.0.0', description: 'Every route of the service, generated from the shared contract.' },
      components: {
        securitySchemes: {
          staffToken: { type: 'http', scheme: 'bearer' },
          clientSession: { type: 'apiKey', in: 'cookie', name: 'recourse_session' },
        },
      },
    },
    transform: (document) =>
      // @fastify/websocket hides its routes; the chat socket is part of the API, so it is shown.
      jsonSchemaTransform(document.route.websocket ? { ...document, schema: { ...document.schema, hide: false } } : document),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: false,
    uiHooks: {
      // The plugin's own redirect from its old page address keeps a query in the address it sends
      // back to, which is the same page again: a loop.
      onRequest: async (request, reply) => {
        const query = request.url.indexOf('?');
        if (query !== -1 && request.routeOptions.url === `${DOCS_PREFIX}/static/index.html`) {
          return reply.redirect(`${DOCS_PREFIX}/${request.url.slice(query)}`);
        }
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
