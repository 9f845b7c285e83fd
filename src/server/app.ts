import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { createClientSessions, requireClient } from './platform/auth/client-sessions';
import { adminAccountRoutes, clientAccountRoutes, clientSignInRoutes } from './features/accounts/accounts-routes';
import { createAccountsService } from './features/accounts/accounts-service';
import { chatRoutes } from './features/chat/routes';
import { createChatService } from './features/chat/service';
import { createSocketHub } from './features/chat/socket-hub';
import { adminContentRoutes, contentRoutes } from './features/content/routes';
import { crmRoutes } from './features/crm/routes';
import { createCrmService } from './features/crm/service';
import { adminDocumentRoutes, clientDocumentRoutes } from './features/documents/routes';
import { createDocumentsService } from './features/documents/service';
import { healthRoutes } from './platform/health-routes';
import { intakeRoutes } from './features/intake/routes';
import { leadsRoutes } from './features/leads/routes';
import { createLeadsService } from './features/leads/service';
import { adminPayoutRoutes, clientPayoutRoutes } from './features/accounts/payouts-routes';
import { createPayoutsService } from './features/accounts/payouts-service';
import { requireStaff } from './platform/auth/staff-guard';
import { staffRoutes, staffSignInRoutes } from './features/staff/routes';
import { createStaffService } from './features/staff/service';
import { consentText, createIntakeService } from './features/intake/service';
import { errorReplies } from './platform/error-replies';
import { securityHeaders } from './platform/security-headers';
import { webApp } from './platform/web-app';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const window = (seconds: number) => seconds * 1000;

/** Builds the whole product as one Fastify app; `main.ts` listens with it and tests build it too. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
  });
  const { db } = database;

  await app.register(errorReplies);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // Limits are set per route (intake, contact, sign-in, chat), each from its own setting.
  await app.register(rateLimit, { global: false });

  const consent = consentText(config.COMPANY_NAME, config.PARTNER_NAME);
  await app.register(healthRoutes, { database });
  await app.register(contentRoutes, {
    db,
    settings: { companyName: config.COMPANY_NAME, partnerName: consent.partnerName, consentText: consent.text },
  });
  await app.register(intakeRoutes, {
    intake: createIntakeService(db, consent, { autoSyncCrm: config.CRM_AUTO_SYNC && Boolean(config.CRM_URL && config.CRM_TOKEN) }),
    assessmentLimit: { max: config.INTAKE_RATE_LIMIT_MAX, timeWindow: window(config.INTAKE_RATE_LIMIT_WINDOW_SECONDS) },
    contactLimit: { max: config.CONTACT_RATE_LIMIT_MAX, timeWindow: window(config.CONTACT_RATE_LIMIT_WINDOW_SECONDS) },
  });

  const staff = createStaffService(db, { tokenIdleHours: config.STAFF_TOKEN_IDLE_HOURS });
  const leads = createLeadsService(db);
  const accounts = createAccountsService(db, { casePrefix: config.CASE_ID_PREFIX, leads });
  const payouts = createPayoutsService(db, accounts);
  const documents = createDocumentsService(db);
  const clientSessions = createClientSessions(db, { sessionDays: config.CLIENT_SESSION_DAYS });
  const crm = createCrmService(db, {
    partner:
      config.CRM_URL && config.CRM_TOKEN
        ? { url: config.CRM_URL, token: config.CRM_TOKEN, campaign: config.CRM_CAMPAIGN, timeoutMs: config.CRM_TIMEOUT_MS }
        : null,
    maxAttempts: config.CRM_MAX_ATTEMPTS,
    retryBaseMs: config.CRM_RETRY_BASE_MS,
    pollMs: config.CRM_POLL_MS,
    onError: (error) => app.log.error({ err: error }, 'CRM outbox run failed'),
  });
  app.addHook('onReady', async () => crm.start());
  app.addHook('onClose', async () => crm.stop());

  const signInWindow = window(config.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS);
  const signInLimits = {
    perAddress: { max: config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: signInWindow },
    perAccount: { max: config.SIGN_IN_ACCOUNT_RATE_LIMIT_MAX, timeWindow: signInWindow },
  };
  await app.register(staffSignInRoutes, { staff, limits: signInLimits });
  await app.register(clientSignInRoutes, { sessions: clientSessions, accounts, limits: signInLimits });

  app.decorateRequest('staff', null);
  app.decorateRequest('staffToken', null);
  app.decorateRequest('clientAccountId', null);

  // Staff routes: every one needs a live staff token.
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireStaff(staff));
    await admin.register(staffRoutes, { staff, db });
    await admin.register(leadsRoutes, { leads, db });
    await admin.register(adminAccountRoutes, { accounts });
    await admin.register(adminPayoutRoutes, { payouts });
    await admin.register(adminDocumentRoutes, { documents });
    await admin.register(crmRoutes, { crm });
    await admin.register(adminContentRoutes, { db });
  });

  const chat = createChatService(database, { instanceId: randomUUID() });
  const hub = createSocketHub(chat, staff, app.log);
  const stopListening = await chat.start();
  app.addHook('onClose', async () => {
    await hub.close();
    await stopListening();
  });
  await app.register(chatRoutes, {
    chat,
    staff,
    clientSessions,
    hub,
    messageLimit: { max: config.CHAT_MESSAGE_RATE_LIMIT_MAX, timeWindow: window(60) },
    roomLimit: { max: config.CHAT_ROOM_RATE_LIMIT_MAX, timeWindow: window(3600) },
  });

  // Client routes: every one needs the client's session and reaches only that client's records.
  await app.register(async (client) => {
    client.addHook('onRequest', requireClient(clientSessions));
    await client.register(clientAccountRoutes, { accounts });
    await client.register(clientPayoutRoutes, { payouts });
    await client.register(clientDocumentRoutes, { documents });
  });

  await app.register(webApp, { root: config.WEB_DIR });
  return app;
}
