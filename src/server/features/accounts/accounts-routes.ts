import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLIENT_SIGN_IN_REQUIRED_MESSAGE, clientLoginSchema, createClientAccountSchema, INVALID_CLIENT_CREDENTIALS_MESSAGE, recordRecoverySchema, reverseEntrySchema,
  updateClientAccountSchema,
} from '../../../contract/accounts/accounts';
import { AUTH_USER_PATH, authUserSchema, type AuthUser } from '../../../contract/shared/auth-user';
import { idParamSchema } from '../../../contract/shared/fields';
import { HttpError, parseWith } from '../../platform/http-error';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { actingStaff } from '../../platform/auth/staff-guard';
import { perAccountSignInLimit, type RateLimits } from '../../platform/rate-limits';
import { CLIENT_SESSION_COOKIE, ownAccount, type ClientSessions } from '../../platform/auth/client-sessions';
import type { AccountsService } from './accounts-service';

const entryParamsSchema = z.object({ id: idParamSchema.shape.id, entryId: idParamSchema.shape.id });

/** Staff-only account routes; registered inside the guarded admin scope. */
export async function adminAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const { accounts } = options;

  app.post('/api/admin/client-accounts', { config: { role: 'caseworker' } }, async (request, reply) => {
    const input = parseWith(createClientAccountSchema, request.body);
    assertAcceptablePassword(input.password);
    const { created, account } = await accounts.createOrUpdate(input, actingStaff(request).id);
    return reply.code(created ? 201 : 200).send({
      message: created ? 'Client account created successfully' : 'Client account updated successfully',
      account,
    });
  });

  app.get('/api/admin/client-accounts', { config: { role: 'caseworker' } }, async (request) => {
    const { q } = parseWith(z.object({ q: z.string().max(200).default('') }), request.query);
    return { items: await accounts.listAccounts(q) };
  });

  app.get('/api/admin/client-accounts/:id', { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return { account: await accounts.getAccount(id), ledger: await accounts.ledgerEntries(id) };
  });

  app.patch('/api/admin/client-accounts/:id', { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return accounts.updateAccount(id, parseWith(updateClientAccountSchema, request.body ?? {}), actingStaff(request).id);
  });

  app.get('/api/admin/client-accounts/:id/export', { config: { role: 'admin' } }, async (request, reply) => {
    const { id } = parseWith(idParamSchema, request.params);
    const data = await accounts.exportPersonalData(id);
    return reply
      .header('content-disposition', `attachment; filename="client-${id}-personal-data.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete('/api/admin/client-accounts/:id', { config: { role: 'admin' } }, async (request, reply) => {
    await accounts.erase(parseWith(idParamSchema, request.params).id, actingStaff(request).id);
    return reply.code(204).send();
  });

  app.post('/api/admin/client-accounts/:id/ledger', { config: { role: 'caseworker' } }, async (request, reply) => {
    const { id } = parseWith(idParamSchema, request.params);
    const account = await accounts.recordRecovery(id, parseWith(recordRecoverySchema, request.body), actingStaff(request).id);
    return reply.code(201).send(account);
  });

  app.post('/api/admin/client-accounts/:id/ledger/:entryId/reverse', { config: { role: 'admin' } }, async (request, reply) => {
    const { id, entryId } = parseWith(entryParamsSchema, request.params);
    const { note } = parseWith(reverseEntrySchema, request.body);
    return reply.code(201).send(await accounts.reverseEntry(id, entryId, note, actingStaff(request).id));
  });
}

export async function clientSignInRoutes(
  app: FastifyInstance,
  options: { sessions: ClientSessions; accounts: AccountsService; limits: RateLimits['signIn'] },
) {
  const checkAccount = perAccountSignInLimit(app, 'client', options.limits.perAccount);

  app.post('/api/client/login', { config: { rateLimit: options.limits.perAddress } }, async (request, reply) => {
    const { email, password } = parseWith(clientLoginSchema, request.body);
    await checkAccount(request);
    const session = await options.sessions.signIn(email, password);
    if (!session) throw new HttpError(401, INVALID_CLIENT_CREDENTIALS_MESSAGE);
    reply.setCookie(CLIENT_SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: session.expiresAt,
    });
    return options.accounts.getAccount(session.accountId);
  });

  // Who is signed in, for the landing page's header. Staff sessions join this route later.
  app.get(AUTH_USER_PATH, async (request): Promise<AuthUser> => {
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    const accountId = token ? await options.sessions.accountForSession(token) : null;
    if (!accountId) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
    const account = await options.accounts.getAccount(accountId);
    return authUserSchema.parse({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: null,
      isAdmin: false,
      kind: 'client',
    });
  });

  app.post('/api/client/logout', async (request, reply) => {
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    if (token) await options.sessions.signOut(token);
    reply.clearCookie(CLIENT_SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}

/** The signed-in client's own account; registered inside the client scope. */
export async function clientAccountRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const { accounts } = options;

  app.get('/api/client/session', async (request) => accounts.getAccount(ownAccount(request)));

  app.get('/api/client/account/:id', async (request) =>
    accounts.getAccount(ownAccount(request, parseWith(idParamSchema, request.params).id)),
  );

  app.get('/api/client/ledger/:id', async (request) => ({
    items: await accounts.clientLedger(ownAccount(request, parseWith(idParamSchema, request.params).id)),
  }));
}
