import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientAccountDetailSchema,
  clientAccountListQuerySchema,
  clientAccountListSchema,
  clientAccountSchema,
  clientLedgerEntrySchema,
  clientLoginSchema,
  createClientAccountSchema,
  INVALID_CLIENT_CREDENTIALS_MESSAGE,
  SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE,
  recordRecoverySchema,
  reverseEntrySchema,
  updateClientAccountSchema,
} from '../../../contract/accounts/accounts';
import { caseUpdateSchema, clientTimelineSchema, postCaseUpdateSchema, timelineSchema } from '../../../contract/accounts/case-progress';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { idParamSchema, STAFF_LIST_PAGING } from '../../../contract/shared/fields';
import { failures, noContent } from '../../platform/api-contract';
import { ZIP_HEADERS } from '../../platform/personal-data-zip';
import { CLIENT_SESSION_COOKIE, ownAccount, type ClientSessions } from '../../platform/auth/client-sessions';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import { HttpError } from '../../platform/http-error';
import { type RateLimits, signInRoute } from '../../platform/rate-limits';
import { startedByAnotherSite } from '../../platform/site-origin';
import type { AccountsService } from './accounts-service';
import type { CaseProgress } from './case-progress-service';

const entryParamsSchema = z.object({ id: idParamSchema.shape.id, entryId: idParamSchema.shape.id });
const caseworker = { role: 'caseworker' } as const;

/** Staff-only account routes; registered inside the guarded admin scope. */
export async function adminAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService; caseProgress: CaseProgress }) {
  const { accounts, caseProgress } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/client-accounts',
    {
      config: caseworker,
      schema: {
        description:
          "Creates a lead's client account, or updates the one with that email ('updated' in the message). An existing account's password is the client's own: sending one for it answers 409. A caseworker opens an account only from a lead, under the lead's own email and without a password (the client is emailed an invitation to choose theirs); anything else is an admin's (403).",
        body: createClientAccountSchema,
        response: {
          200: z.object({ message: z.string(), account: clientAccountSchema }),
          201: z.object({ message: z.string(), account: clientAccountSchema }),
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { created, account } = await accounts.createOrUpdate(input, actingStaff(request));
      return reply.code(created ? 201 : 200).send({
        message: created
          ? input.password
            ? 'Client account created successfully'
            : 'Client account created: the client has been emailed a link to choose a password'
          : 'Client account updated successfully',
        account,
      });
    },
  );

  routes.get(
    '/api/admin/client-accounts',
    {
      config: caseworker,
      schema: {
        description: `Accounts by search (\`q\`: email, name, or a case ID); \`updateOverdue=true\` keeps those whose client has had no update they can see for CLIENT_UPDATE_DAYS. ${STAFF_LIST_PAGING}`,
        querystring: clientAccountListQuerySchema,
        response: { 200: clientAccountListSchema, ...failures(400, 401) },
      },
    },
    async (request) => ({
      items: await accounts.listAccounts({
        q: request.query.q,
        updateOverdue: request.query.updateOverdue === 'true',
        before: request.query.before,
      }),
      updateDays: accounts.updateDays,
    }),
  );

  routes.post(
    '/api/admin/client-accounts/:id/updates',
    {
      config: caseworker,
      schema: {
        description: 'Posts a dated update on the case, moving it to `stage` when given; the client is emailed when they can see it.',
        params: idParamSchema,
        body: postCaseUpdateSchema,
        response: { 201: z.object({ update: caseUpdateSchema, account: clientAccountSchema }), ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await caseProgress.postUpdate(request.params.id, request.body, actingStaff(request).id)),
  );

  routes.get(
    '/api/admin/client-accounts/:id/timeline',
    {
      config: caseworker,
      schema: {
        description: 'Every update, stage change, ledger entry, payout and document event of the case, oldest first, with who did it.',
        params: idParamSchema,
        response: { 200: timelineSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await caseProgress.timeline(request.params.id) }),
  );

  routes.get(
    '/api/admin/client-accounts/:id',
    {
      config: caseworker,
      schema: {
        params: idParamSchema,
        response: { 200: clientAccountDetailSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({
      account: await accounts.getAccount(request.params.id),
      origin: await accounts.originOf(request.params.id),
      ledger: await accounts.ledgerEntries(request.params.id),
      hold: await accounts.holdOf(request.params.id),
    }),
  );

  routes.patch(
    '/api/admin/client-accounts/:id',
    {
      config: caseworker,
      schema: {
        params: idParamSchema,
        body: z.preprocess((value) => value ?? {}, updateClientAccountSchema),
        response: { 200: clientAccountSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // A legal hold is an admin's decision.
      if (request.body.legalHold !== undefined) requireAdmin(request);
      return accounts.updateAccount(request.params.id, request.body, actingStaff(request).id);
    },
  );

  routes.get(
    '/api/admin/client-accounts/:id/export',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Everything held about the client (UK GDPR access request): a ZIP of personal-data.json and their document files.',
        params: idParamSchema,
        response: { 200: z.unknown().describe('application/zip'), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .headers(ZIP_HEADERS(`client-${request.params.id}-personal-data.zip`))
        .send(await accounts.exportPersonalData(request.params.id, await caseProgress.timeline(request.params.id))),
  );

  routes.delete(
    '/api/admin/client-accounts/:id',
    {
      config: { role: 'admin' },
      schema: {
        description: "Erases the client's personal data everywhere; a legal hold on the account or its lead refuses it (409).",
        params: idParamSchema,
        response: { ...noContent, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await accounts.erase(request.params.id, actingStaff(request).id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/admin/client-accounts/:id/ledger',
    {
      config: caseworker,
      schema: {
        description: 'Records money received for the client, with its evidence.',
        params: idParamSchema,
        body: recordRecoverySchema,
        response: { 201: clientAccountSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.recordRecovery(request.params.id, request.body, actingStaff(request).id)),
  );

  routes.post(
    '/api/admin/client-accounts/:id/ledger/:entryId/reverse',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Corrects an entry with a reversing entry.',
        params: entryParamsSchema,
        body: reverseEntrySchema,
        response: { 201: clientAccountSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.reverseEntry(request.params.id, request.params.entryId, request.body.note, actingStaff(request).id)),
  );
}

export async function clientSignInRoutes(
  app: FastifyInstance,
  options: {
    sessions: ClientSessions;
    accounts: AccountsService;
    limits: RateLimits['signIn'];
    /** The site's own origin (PUBLIC_URL's); null: the request's own host. */
    siteOrigin: string | null;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/client/login',
    signInRoute(options.limits, 'Client sign-in: sets the session cookie.', clientLoginSchema, clientAccountSchema),
    async (request, reply) => {
      const { email, password } = request.body;
      const session = await options.limits.perAccount.attempt('client', email, async () => {
        const opened = await options.sessions.signIn(email, password);
        if (!opened) throw new HttpError(401, INVALID_CLIENT_CREDENTIALS_MESSAGE);
        return opened;
      });
      reply.setCookie(CLIENT_SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: session.expiresAt,
      });
      return options.accounts.getAccount(session.accountId);
    },
  );

  routes.post('/api/client/logout', { schema: { response: { ...noContent, ...failures(403) } } }, async (request, reply) => {
    // As GET /api/logout: a sign-out another site starts ends nothing.
    if (startedByAnotherSite(request, options.siteOrigin)) throw new HttpError(403, SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE);
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    if (token) await options.sessions.signOut(token);
    reply.clearCookie(CLIENT_SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });
}

/** The signed-in client's own account; registered inside the client scope. */
export async function clientAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService; caseProgress: CaseProgress }) {
  const { accounts, caseProgress } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/client/session', { schema: { response: { 200: clientAccountSchema, ...failures(401) } } }, async (request) =>
    accounts.getAccount(ownAccount(request)),
  );

  routes.get(
    '/api/client/account/:id',
    { schema: { params: idParamSchema, response: { 200: clientAccountSchema, ...failures(400, 401, 404) } } },
    async (request) => accounts.getAccount(ownAccount(request, request.params.id)),
  );

  routes.get(
    '/api/client/ledger/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ items: z.array(clientLedgerEntrySchema) }), ...failures(400, 401, 404) } } },
    async (request) => ({ items: await accounts.clientLedger(ownAccount(request, request.params.id)) }),
  );

  routes.get(
    '/api/client/timeline/:id',
    {
      schema: {
        description: "What has happened on the client's own case, newest first.",
        params: idParamSchema,
        response: { 200: clientTimelineSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await caseProgress.clientTimeline(ownAccount(request, request.params.id)) }),
  );
}

/** The client signed in at /client-login, as the landing header shows them (`GET /api/auth/user`). */
export function clientAuthUser(sessions: ClientSessions, accounts: AccountsService) {
  return async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    const accountId = token ? await sessions.accountForSession(token) : null;
    if (!accountId) return null;
    const account = await accounts.getAccount(accountId);
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: null,
      isAdmin: false,
      kind: 'client',
    };
  };
}

/** Ends the client's session, if the request has one (the landing header's Logout). */
export function endClientSession(sessions: ClientSessions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    if (token) await sessions.signOut(token);
    reply.clearCookie(CLIENT_SESSION_COOKIE, { path: '/' });
  };
}
