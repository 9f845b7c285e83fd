import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_CLIENT_CREDENTIALS_MESSAGE, SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE } from '../../../contract/accounts/accounts';
import { accountEndpoints, caseProgressEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { CLIENT_SESSION_COOKIE, type ClientSessions, ownAccount, setClientSessionCookie } from '../../platform/auth/client-sessions';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import { HttpError } from '../../platform/http-error';
import { ZIP_HEADERS } from '../../platform/personal-data-zip';
import type { RateLimits } from '../../platform/rate-limits';
import { startedByAnotherSite } from '../../platform/site-origin';
import type { AccountsService } from './accounts-service';
import type { CaseProgress } from './case-progress-service';

/** What opening (or updating) an account says it did. */
function savedMessage(created: boolean, withPassword: boolean): string {
  if (!created) return 'Client account updated successfully';
  return withPassword ? 'Client account created successfully' : 'Client account created: the client has been emailed a link to choose a password';
}

/** Staff-only account routes; registered inside the guarded admin scope. */
export async function adminAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService; caseProgress: CaseProgress }) {
  const { accounts, caseProgress } = options;
  const endpoints = accountEndpoints;

  implement(app, endpoints.create, async (request, reply) => {
    const { created, account } = await accounts.createOrUpdate(request.body, actingStaff(request));
    return reply.code(created ? 201 : 200).send({ message: savedMessage(created, Boolean(request.body.password)), account });
  });
  implement(app, endpoints.list, async (request) => ({
    items: await accounts.listAccounts({ q: request.query.q, updateOverdue: request.query.updateOverdue === 'true', before: request.query.before }),
    updateDays: accounts.updateDays,
  }));
  implement(app, caseProgressEndpoints.postUpdate, async (request, reply) =>
    reply.code(201).send(await caseProgress.postUpdate(request.params.id, request.body, actingStaff(request).id)),
  );
  implement(app, caseProgressEndpoints.timeline, async (request) => ({ items: await caseProgress.timeline(request.params.id) }));
  implement(app, endpoints.detail, async (request) => ({
    account: await accounts.getAccount(request.params.id),
    origin: await accounts.originOf(request.params.id),
    ledger: await accounts.ledgerEntries(request.params.id),
    hold: await accounts.holdOf(request.params.id),
    vulnerability: await accounts.vulnerabilityOf(request.params.id),
  }));
  implement(app, endpoints.update, async (request) => {
    // A legal hold is an admin's decision.
    if (request.body.legalHold !== undefined) requireAdmin(request);
    return accounts.updateAccount(request.params.id, request.body, actingStaff(request).id);
  });
  implement(app, endpoints.exportPersonalData, async (request, reply) =>
    reply
      .headers(ZIP_HEADERS(`client-${request.params.id}-personal-data.zip`))
      .send(await accounts.exportPersonalData(request.params.id, await caseProgress.timeline(request.params.id))),
  );
  implement(app, endpoints.erase, async (request, reply) => {
    await accounts.erase(request.params.id, actingStaff(request).id);
    return reply.code(204).send(null);
  });
  implement(app, endpoints.recordRecovery, async (request, reply) =>
    reply.code(201).send(await accounts.recordRecovery(request.params.id, request.body, actingStaff(request).id)),
  );
  implement(app, endpoints.reverseEntry, async (request, reply) =>
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
  implement(
    app,
    clientAccountEndpoints.signIn,
    async (request, reply) => {
      const { email, password } = request.body;
      const session = await options.limits.perAccount.attempt('client', email, async () => {
        const opened = await options.sessions.signIn(email, password);
        if (!opened) throw new HttpError(401, INVALID_CLIENT_CREDENTIALS_MESSAGE);
        return opened;
      });
      setClientSessionCookie(request, reply, session);
      return options.accounts.getAccount(session.accountId);
    },
    { config: { rateLimit: options.limits.perAddress } },
  );

  implement(app, clientAccountEndpoints.signOut, async (request, reply) => {
    // As GET /api/logout: a sign-out another site starts ends nothing.
    if (startedByAnotherSite(request, options.siteOrigin)) throw new HttpError(403, SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE);
    await endClientSession(options.sessions)(request, reply);
    return reply.code(204).send(null);
  });
}

/** The signed-in client's own account; registered inside the client scope. */
export async function clientAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService; caseProgress: CaseProgress }) {
  const { accounts, caseProgress } = options;
  const endpoints = clientAccountEndpoints;
  implement(app, endpoints.session, async (request) => accounts.getAccount(ownAccount(request)));
  implement(app, endpoints.account, async (request) => accounts.getAccount(ownAccount(request, request.params.id)));
  implement(app, endpoints.ledger, async (request) => ({ items: await accounts.clientLedger(ownAccount(request, request.params.id)) }));
  implement(app, caseProgressEndpoints.clientTimeline, async (request) => ({
    items: await caseProgress.clientTimeline(ownAccount(request, request.params.id)),
  }));
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
