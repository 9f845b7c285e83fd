import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../contract/staff/team';
import {
  adminAccountRoutes,
  adminPayoutRoutes,
  clientAccountRoutes,
  clientAuthUser,
  clientPayoutRoutes,
  clientSecurityRoutes,
  clientSignInRoutes,
  endClientSession,
} from './features/accounts';
import { chatRoutes, chatStaffRoutes, clientChatRoutes } from './features/chat';
import { adminClaimRoutes, claimsJobs, clientClaimRoutes } from './features/claims';
import { adminComplaintRoutes, clientComplaintRoutes, complaintsJobs } from './features/complaints';
import { adminReportRoutes } from './features/reports';
import { adminContentRoutes, contentRoutes } from './features/content';
import { crmJobs, crmRoutes } from './features/crm';
import { adminDocumentRoutes, clientDocumentRoutes } from './features/documents';
import { adminContactRoutes, intakeRoutes } from './features/intake';
import { leadsJobs, leadsRoutes } from './features/leads';
import { adminRetentionRoutes, retentionJobs } from './features/retention';
import { landingRoutes, mfaRoutes, profileRoutes, staffRoutes, staffSignInRoutes, teamRoutes } from './features/staff';
import { registerApiContract } from './platform/api-contract';
import { requireClient } from './platform/auth/client-sessions';
import { createOidc } from './platform/auth/oidc';
import { passwordResetRoutes } from './platform/auth/password-reset-routes';
import { guardStaffScope } from './platform/auth/staff-guard';
import { webSessionJobs } from './platform/auth/web-sessions';
import { type Config, mailFrom, publicUrl, retentionSchedule } from './platform/config';
import { type Database, queryRows } from './platform/db/client';
import { errorReplies } from './platform/error-replies';
import { healthRoutes } from './platform/health-routes';
import { createJobRunner, type Job, type JobRunner } from './platform/jobs/job-runner';
import type { LimitStore } from './platform/limit-store';
import { accessLog, type LogDestination, loggerOptions } from './platform/logging';
import { mailJobs } from './platform/mail/mail-queue';
import { mailRoutes } from './platform/mail/mail-routes';
import { registerMetrics } from './platform/metrics';
import { limitStoreFrom, type RateLimits, rateLimitsFrom, registerRateLimits } from './platform/rate-limits';
import { securityHeaders } from './platform/security-headers';
import { siteOriginOf } from './platform/site-origin';
import { webApp } from './platform/web-app';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD path -> role` of every staff route. */
    staffRouteRoles: Map<string, StaffRole>;
    /** The background jobs of this instance (started when the app is ready, stopped when it closes). */
    jobs: JobRunner;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: LogDestination;
  /** Sees every route as it is registered (the API reference's test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** What the routes are given: the configuration, the services, the rate limits. */
interface RouteDeps {
  config: Config;
  services: Services;
  limits: RateLimits;
}

/** Builds the whole product as one Fastify app; `main.ts` listens with it and tests build it too. */
export async function buildApp({ config, database, logStream, onRoute }: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    // One access line per request, written by `accessLog` (no URL, no address).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  const limitStore = await registerPlatform(app, config, database);
  const jobs = createJobRunner(database, { onError: (error, job) => app.log.error({ err: error, job }, 'background job failed') });
  app.decorate('jobs', jobs);
  const services = await createServices(app, config, database, jobs);
  jobs.register(...backgroundJobs(config, services, limitStore));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const deps: RouteDeps = { config, services, limits: rateLimitsFrom(config, limitStore) };
  await registerPublicRoutes(app, deps);
  await app.register(staffScope, deps);
  await app.register(clientScope, deps);
  await app.register(webApp, { root: config.WEB_DIR });
  return app;
}

/** Errors, headers, cookies, sockets, rate limits, health and metrics; answers the limits' store. */
async function registerPlatform(app: FastifyInstance, config: Config, database: Database): Promise<LimitStore> {
  const limitStore = limitStoreFrom(config, database);
  app.addHook('onReady', async () => limitStore.ready());
  app.addHook('onClose', async () => limitStore.close());
  await app.register(accessLog);
  await app.register(errorReplies);
  await registerApiContract(app, { title: config.COMPANY_NAME });
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await registerRateLimits(app, limitStore);
  await app.register(healthRoutes, { database });
  const queued = async (table: 'crm_outbox' | 'mail_outbox') =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where status in ('queued', 'in_flight')`,
      )
    )[0].n;
  registerMetrics(app, {
    token: config.METRICS_TOKEN,
    gauges: {
      crm_queue_depth: { help: 'Leads queued or in flight for the partner CRM.', read: () => queued('crm_outbox') },
      mail_queue_depth: { help: 'Emails queued or in flight.', read: () => queued('mail_outbox') },
      websocket_connections_open: { help: 'Open chat sockets on this instance.', read: () => app.websocketServer?.clients.size ?? 0 },
    },
  });
  app.decorateRequest('staff', null);
  app.decorateRequest('staffToken', null);
  app.decorateRequest('clientAccountId', null);
  app.decorate('staffRouteRoles', new Map<string, StaffRole>());
  return limitStore;
}

/** Every background job of an instance, each defined by its feature (ARCHITECTURE.md, "Jobs"). */
function backgroundJobs(config: Config, s: Services, limitStore: LimitStore): Job[] {
  return [
    ...mailJobs(s.mail, { pollMs: config.MAIL_POLL_MS }),
    ...crmJobs(s.crm, { pollMs: config.CRM_POLL_MS }),
    ...leadsJobs(s.leads, { searchIndexCleanMs: config.SEARCH_INDEX_CLEAN_MS }),
    ...complaintsJobs(s.complaints),
    ...claimsJobs(s.claims),
    ...retentionJobs(s.retention),
    ...webSessionJobs(s.webSessions),
    ...limitStore.jobs,
  ];
}

/** Public routes: the landing page, intake, sign-in, the visitor's chat. */
async function registerPublicRoutes(app: FastifyInstance, { config, services: s, limits }: RouteDeps) {
  const siteOrigin = siteOriginOf(config.PUBLIC_URL);
  await app.register(contentRoutes, {
    db: s.db,
    figures: s.figures,
    settings: {
      companyName: config.COMPANY_NAME,
      partnerName: s.consent.partnerName,
      consentText: s.consent.text,
      assessmentReplyHours: config.ASSESSMENT_REPLY_HOURS,
      mailFrom: mailFrom(config),
      siteUrl: publicUrl(config),
      retention: retentionSchedule(config),
    },
  });
  await app.register(intakeRoutes, { intake: s.intake, assessmentLimit: limits.assessment, contactLimit: limits.contact });
  await app.register(staffSignInRoutes, { staff: s.staff, limits: limits.signIn, mfaRequired: config.STAFF_MFA_REQUIRED });
  await app.register(clientSignInRoutes, { sessions: s.clientSessions, accounts: s.accounts, limits: limits.signIn, siteOrigin });
  await app.register(landingRoutes, {
    landing: s.landing,
    webSessions: s.webSessions,
    oidc:
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? createOidc({
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            redirectUri: `${publicUrl(config)}/api/callback`,
          })
        : null,
    clientUser: clientAuthUser(s.clientSessions, s.accounts),
    endClientSession: endClientSession(s.clientSessions),
    limits: limits.signIn,
    siteOrigin,
  });
  await app.register(passwordResetRoutes, { resets: s.passwordResets, limit: limits.signIn.perAddress, clientSessions: s.clientSessions });
  await app.register(chatRoutes, {
    chat: s.chat,
    staffTokens: s.chatStaffTokens,
    clientSessions: s.clientSessions,
    hub: s.hub,
    siteOrigin,
    messageLimit: limits.chatMessage,
    roomLimit: limits.chatRoom,
    companyName: config.COMPANY_NAME,
  });
}

/** Staff routes: the scope's guard needs a live staff token for every one, and the role each declares. */
async function staffScope(scope: FastifyInstance, { config, services: s, limits }: RouteDeps) {
  const { db } = s;
  guardStaffScope(scope, s.staffTokens, scope.staffRouteRoles, { mfaRequired: config.STAFF_MFA_REQUIRED });
  await scope.register(staffRoutes, {
    staff: s.staff,
    db,
    webSessions: s.webSessions,
    limits: limits.signIn,
    mfaRequired: config.STAFF_MFA_REQUIRED,
    onSignedOut: s.signedOut,
  });
  await scope.register(profileRoutes, { db });
  await scope.register(mfaRoutes, { db, issuer: config.COMPANY_NAME, secrets: s.secrets });
  await scope.register(teamRoutes, { team: s.team });
  await scope.register(mailRoutes, { mail: s.mail });
  await scope.register(leadsRoutes, { leads: s.leads, database: s.database, crm: s.crm, downloadStallMs: config.DOWNLOAD_STALL_MS });
  await scope.register(adminAccountRoutes, { accounts: s.accounts, caseProgress: s.caseProgress });
  await scope.register(adminPayoutRoutes, { payouts: s.payouts });
  await scope.register(adminDocumentRoutes, { documents: s.documents });
  await scope.register(adminComplaintRoutes, { complaints: s.complaints });
  await scope.register(adminClaimRoutes, { context: s.claims, downloadStallMs: config.DOWNLOAD_STALL_MS });
  await scope.register(adminReportRoutes, { reports: s.reports });
  await scope.register(adminRetentionRoutes, { retention: s.retention });
  await scope.register(adminContactRoutes, { contacts: s.contacts, replyLimit: limits.contactReply });
  await scope.register(crmRoutes, { crm: s.crm });
  await scope.register(adminContentRoutes, { db, figures: s.figures });
  await scope.register(chatStaffRoutes, { chat: s.chat });
}

/** Client routes: the scope's guard needs the client's session; routes reach only that client's records. */
async function clientScope(scope: FastifyInstance, { config, services: s, limits }: RouteDeps) {
  scope.addHook('onRequest', requireClient(s.clientSessions));
  await scope.register(clientAccountRoutes, { accounts: s.accounts, caseProgress: s.caseProgress });
  await scope.register(clientSecurityRoutes, { sessions: s.clientSessions, limits: limits.signIn, siteOrigin: siteOriginOf(config.PUBLIC_URL) });
  await scope.register(clientComplaintRoutes, { complaints: s.complaints });
  await scope.register(clientClaimRoutes, { context: s.claims, packLimit: limits.clientPack });
  await scope.register(clientPayoutRoutes, { payouts: s.payouts });
  await scope.register(clientDocumentRoutes, { documents: s.documents });
  await scope.register(clientChatRoutes, { chat: s.chat });
}
