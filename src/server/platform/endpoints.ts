import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE } from '../../contract/accounts/accounts';
import type { EndpointDefinition } from '../../contract/shared/endpoint';
import { actingStaff } from './auth/staff-guard';
import { HttpError } from './http-error';

interface EndpointSchema<E extends EndpointDefinition> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['replies'];
}

/** A route handler typed by the endpoint: request parts as its schemas output them, replies as its statuses declare. */
export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** Route options an endpoint may add: a rate limit, a pre-handler, its own validator or body limit. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & { config?: Omit<FastifyContextConfig, 'role'> };

// A staff or client endpoint registered outside its guarded scope would answer anyone: this fails it closed.
async function signedInStaff(request: FastifyRequest) {
  actingStaff(request);
}
async function signedInClient(request: FastifyRequest) {
  if (!request.clientAccountId) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
}

/**
 * Registers the handler of a contract endpoint: its method and path, the role a staff endpoint declares,
 * its request schemas (validated), its reply schemas (serialised; nothing undeclared leaves the server)
 * and its description, which make its API reference entry.
 */
export function implement<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { access } = endpoint;
  const staff = access === 'caseworker' || access === 'admin';
  const guard = staff ? signedInStaff : access === 'client' ? signedInClient : undefined;
  const onRequest = [options.onRequest ?? [], guard ?? []].flat();
  app.withTypeProvider<ZodTypeProvider>().route({
    // A file is made (and its making audited) only for a GET: no HEAD answers one.
    ...(endpoint.produces ? { exposeHeadRoute: false } : {}),
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, ...(staff ? { role: access } : {}) },
    ...(onRequest.length ? { onRequest } : {}),
    // Only the parts the endpoint declares: Fastify warns of a part given as undefined.
    schema: Object.fromEntries(
      Object.entries({
        description: endpoint.description,
        params: endpoint.params,
        querystring: endpoint.query,
        body: endpoint.body,
        response: endpoint.replies,
        produces: endpoint.produces,
      }).filter(([, part]) => part !== undefined),
    ),
    handler: handler as RouteHandlerMethod,
  } as unknown as Parameters<FastifyInstance['route']>[0]);
}
