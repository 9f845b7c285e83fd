import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { englandAndWalesCalendar, londonDate } from '../contract/shared/business-days';
import type { StaffRole } from '../contract/staff/team';
import {
  adminAccountRoutes,
  adminPayoutRoutes,
  clientAccountRoutes,
  clientAuthUser,
  clientPayoutRoutes,
  clientSecurityRoutes,
  clientSignInRoutes,
  createAccountsService,
  createCaseProgress,
  createPayoutsService,
  endClientSession,
} from './features/accounts';
import {
  chatRoutes,
  chatStaffRoutes,
  clientChatRoutes,
  createChatService,
  createSocketHub,
  type EndedSignIn,
  SESSIONS_CHANNEL,
} from './features/chat';
import { adminContentRoutes, contentRoutes } from './features/content';
import { createCrmService, crmRoutes } from './features/crm';
import { adminClaimRoutes, type ClaimsContext, clientClaimRoutes } from './features/claims';
import { adminComplaintRoutes, clientComplaintRoutes, createComplaints } from './features/complaints';
import { adminRetentionRoutes, createRetention } from './features/retention';
import { adminDocumentRoutes, clientDocumentRoutes, createDocumentsService } from './features/documents';
import { adminContactRoutes, consentText, createContactMessages, createIntakeService, intakeRoutes } from './features/intake';
import { createLeadsService, leadsRoutes } from './features/leads';
import {
  createLandingService,
  createStaffService,
  createTeamService,
  landingRoutes,
  mfaRoutes,
  profileRoutes,
  staffRoutes,
  staffSignInRoutes,
  teamRoutes,
} from './features/staff';
import { createOidc } from './platform/auth/oidc';
import { createClientSessions, requireClient } from './platform/auth/client-sessions';
import { passwordResetRoutes } from './platform/auth/password-reset-routes';
import { createPasswordResets } from './platform/auth/password-resets';
import { guardStaffScope } from './platform/auth/staff-guard';
import { createStaffTokens, type StaffTokens } from './platform/auth/staff-tokens';
import { createWebSessions } from './platform/auth/web-sessions';
import { secretSealerFor } from './platform/auth/sealed-secrets';
import { sealStoredMfaSecrets } from './platform/auth/second-factor';
import { createPollLoop } from './platform/poll-loop';
import { dataDirectory, mailFrom, publicUrl, retentionSchedule, type Config } from './platform/config';
import { type Database, queryRows } from './platform/db/client';
import { sql } from 'drizzle-orm';
import { registerApiContract } from './platform/api-contract';
import { errorReplies } from './platform/error-replies';
import { createMailQueue } from './platform/mail/mail-queue';
import { registerMetrics } from './platform/metrics';
import { mailRoutes } from './platform/mail/mail-routes';
import { fileTransport, smtpTransport } from './platform/mail/mail-transport';
import { createNotifier } from './platform/mail/notifier';
import { healthRoutes } from './platform/health-routes';
import { accessLog, type LogDestination, loggerOptions } from './platform/logging';
import { limitStoreFrom, rateLimitsFrom, registerRateLimits } from './platform/rate-limits';
import { createRealtimeBus } from './platform/realtime-bus';
import { securityHeaders } from './platform/security-headers';
import { siteOriginOf } from './platform/site-origin';
import { webApp } from './platform/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD path -> role` of every staff route. */
    staffRouteRoles: Map<string, StaffRole>;
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

/** The longest wait between search index upkeep runs while they keep failing. */
const SEARCH_INDEX_CLEAN_MAX_BACKOFF_MS = 5 * 60_000;

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
  const { db } = database;
  const limitStore = limitStoreFrom(config, database);
  app.addHook('onReady', async () => limitStore.ready());
  app.addHook('onClose', async () => limitStore.close());
  const limits = rateLimitsFrom(config, limitStore);

  // Platform: errors, headers, cookies, sockets, limits, health.
  await app.register(accessLog);
  await app.register(errorReplies);
  await registerApiContract(app, { title: config.COMPANY_NAME });
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await registerRateLimits(app, limitStore);
  await app.register(healthRoutes, { database });
  const queued = async (table: 'crm_outbox' | 'mail_outbox') =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where status in ('queued', 'in_flight')`))[0].n;
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

  const staffTokens = createStaffTokens(db, { idleHours: config.STAFF_TOKEN_IDLE_HOURS });
  const notifier = createNotifier({
    companyName: config.COMPANY_NAME,
    publicUrl: publicUrl(config),
    staffNotifyEmail: config.STAFF_NOTIFY_EMAIL ?? null,
  });
  const mail = createMailQueue(database, {
    transport: config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, mailFrom(config), config.MAIL_TIMEOUT_MS)
      : fileTransport(path.join(dataDirectory(config), 'mail'), mailFrom(config)),
    companyName: config.COMPANY_NAME,
    messageIdDomain: new URL(publicUrl(config)).hostname,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    pollMs: config.MAIL_POLL_MS,
    sendTimeoutMs: config.MAIL_TIMEOUT_MS,
    onError: (error) => app.log.error({ err: error }, 'mail queue run failed'),
    // Without SMTP the operator finds each message by this line.
    onSent: (sent) => app.log.info({ mailId: sent.id, kind: sent.kind, where: sent.where }, 'mail sent'),
  });
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  const clientSessions = createClientSessions(db, { sessionDays: config.CLIENT_SESSION_DAYS });
  const webSessions = createWebSessions(db, { ttlHours: config.STAFF_SESSION_HOURS });
  // Expired sessions are swept hourly on each instance (the delete is idempotent).
  const sweep = setInterval(
    () => void webSessions.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed')),
    3600_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const passwordResets = createPasswordResets({ db, notifier, resetMinutes: config.PASSWORD_RESET_MINUTES, staffTokens, webSessions });

  // Services.
  const consent = consentText(config.COMPANY_NAME, config.PARTNER_NAME);
  const intake = createIntakeService(
    db,
    consent,
    {
      autoSyncCrm: config.CRM_AUTO_SYNC && Boolean(config.CRM_URL && config.CRM_TOKEN),
      roundRobin: config.LEAD_AUTO_ASSIGN === 'round_robin',
      deskNotice: notifier.staffDeskNotice(),
      receipt: notifier.assessmentReceipt(),
    },
    notifier,
  );
  const secrets = secretSealerFor(config.SECRETS_KEY);
  // Two-factor secrets stored before SECRETS_KEY was set are sealed now; sealed ones this key cannot open are reported.
  app.addHook('onReady', async () => {
    const stored = await sealStoredMfaSecrets(db, secrets).catch((error) => {
      app.log.warn({ err: error }, 'sealing stored two-factor secrets failed (tried again at the next start)');
      return null;
    });
    if (stored?.unreadable)
      app.log.error(
        `${stored.unreadable} staff two-factor secret(s) cannot be opened: SECRETS_KEY is unset or not the key they were sealed with; those members' codes are refused until it is set right (or an admin resets their two-factor sign-in)`,
      );
  });
  const secondFactor = { secrets, notifier };
  const staff = createStaffService(db, { tokens: staffTokens, secondFactor });
  const landing = createLandingService(db, {
    tokens: staffTokens,
    autoProvisionDomains: config.OIDC_AUTO_PROVISION ? config.OIDC_ALLOWED_DOMAINS : [],
    secondFactor,
  });
  const leads = createLeadsService(db, notifier, (error, what) => app.log.warn({ err: error }, what));
  // The kept lead figures are folded hourly on each instance (one at a time, see tidyTallies).
  const tallyTidy = setInterval(
    () => void leads.tidyTallies().catch((error: unknown) => app.log.warn({ err: error }, 'lead tallies fold failed')),
    3600_000,
  );
  tallyTidy.unref();
  app.addHook('onClose', async () => clearInterval(tallyTidy));
  // New leads' search entries join the search index here, off the assessments' path (migration 0026).
  if (config.SEARCH_INDEX_CLEAN_MS > 0) {
    const cleaner = createPollLoop({
      runOnce: () => leads.cleanSearchIndex(),
      pollMs: config.SEARCH_INDEX_CLEAN_MS,
      maxBackoffMs: SEARCH_INDEX_CLEAN_MAX_BACKOFF_MS,
      onError: (error) => app.log.warn({ err: error }, 'search index upkeep failed'),
    });
    app.addHook('onReady', async () => cleaner.start());
    app.addHook('onClose', async () => cleaner.stop());
  }
  const accounts = createAccountsService(db, {
    casePrefix: config.CASE_ID_PREFIX,
    leads,
    invite: (tx, account) => passwordResets.invite(tx, 'client', account),
    notifier,
    updateDays: config.CLIENT_UPDATE_DAYS,
  });
  const caseProgress = createCaseProgress(db, { accounts, notifier });
  const complaints = createComplaints(db, {
    notifier,
    bankHolidays: config.BANK_HOLIDAYS ? new Set(config.BANK_HOLIDAYS.split(',').map((day) => day.trim())) : englandAndWalesCalendar(),
  });
  const claimsContext: ClaimsContext = {
    db,
    casePrefix: config.CASE_ID_PREFIX,
    notifier,
    holidays: config.BANK_HOLIDAYS ? new Set(config.BANK_HOLIDAYS.split(',').map((day) => day.trim())) : englandAndWalesCalendar(),
    today: () => londonDate(new Date()),
  };
  const complaintNotices = () =>
    void complaints.sendEightWeekNotices().catch((error: unknown) => app.log.warn({ err: error }, 'complaint notices failed'));
  const complaintTimer = setInterval(complaintNotices, 3600_000);
  complaintTimer.unref();
  app.addHook('onReady', async () => complaintNotices());
  app.addHook('onClose', async () => clearInterval(complaintTimer));
  const retention = createRetention(db, { schedule: retentionSchedule(config), eraseClient: (id) => accounts.erase(id, null) });
  // An hour after start, then daily: instances restarted often still purge. One instance at a time (an
  // advisory lock); each run audited with its counts.
  const purge = () => void retention.run({ dryRun: false }).catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'));
  let purgeTimer = setTimeout(() => {
    purge();
    purgeTimer = setInterval(purge, 86_400_000);
    purgeTimer.unref();
  }, 3_600_000);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearTimeout(purgeTimer));
  const payouts = createPayoutsService(db, accounts, notifier, secrets);
  const documents = createDocumentsService(db, notifier, { uploadQuotaMb: config.CLIENT_UPLOAD_QUOTA_MB });
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
  const chat = createChatService(database, {
    instanceId: randomUUID(),
    notifier,
    awayMinutes: config.CHAT_AWAY_MINUTES,
    onBusError: (error) => app.log.warn({ err: error }, 'chat event not delivered'),
  });
  // With STAFF_MFA_REQUIRED, a member still to enrol in two-factor sign-in may not act in the chat
  // either (socket, messages, transcripts), as on every staff route.
  const chatStaffTokens: StaffTokens = config.STAFF_MFA_REQUIRED
    ? { ...staffTokens, verify: async (token, how) => staffTokens.verify(token, how).then((member) => (member?.mfaEnabled ? member : null)) }
    : staffTokens;
  const hub = createSocketHub(chat, chatStaffTokens, app.log, { socketsPerAddress: config.CHAT_SOCKETS_PER_ADDRESS });
  // Ended sign-ins, from every instance: staff revocations are published by the team service, ended client
  // sessions by the database itself (migration 0037). One missed while the LISTEN connection was re-opened:
  // every socket is checked again.
  const sessionChanges = createRealtimeBus(database, SESSIONS_CHANNEL, async (payload) => JSON.parse(payload) as EndedSignIn, {
    catchUp: async () => [{ revokedUserId: 0 }, { clientAccountId: null }],
  });
  sessionChanges.subscribe((ended) => void hub.recheck(ended));
  const stopSessionChanges = await sessionChanges.start();
  app.addHook('onClose', async () => stopSessionChanges());
  const team = createTeamService({
    db,
    resets: passwordResets,
    staffTokens,
    webSessions,
    onRevoked: (userId) => sessionChanges.publish(JSON.stringify({ revokedUserId: userId })),
  });
  const stopListening = await chat.start();
  app.addHook('onClose', async () => {
    await hub.close();
    await stopListening();
  });

  // Public routes: the landing page, intake, sign-in, the visitor's chat.
  await app.register(contentRoutes, {
    db,
    settings: {
      companyName: config.COMPANY_NAME,
      partnerName: consent.partnerName,
      consentText: consent.text,
      assessmentReplyHours: config.ASSESSMENT_REPLY_HOURS,
      mailFrom: mailFrom(config),
      siteUrl: publicUrl(config),
      retention: retentionSchedule(config),
    },
  });
  await app.register(intakeRoutes, { intake, assessmentLimit: limits.assessment, contactLimit: limits.contact });
  await app.register(staffSignInRoutes, { staff, limits: limits.signIn, mfaRequired: config.STAFF_MFA_REQUIRED });
  await app.register(clientSignInRoutes, {
    sessions: clientSessions,
    accounts,
    limits: limits.signIn,
    siteOrigin: siteOriginOf(config.PUBLIC_URL),
  });
  await app.register(landingRoutes, {
    landing,
    webSessions,
    oidc:
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? createOidc({
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            redirectUri: `${publicUrl(config)}/api/callback`,
          })
        : null,
    clientUser: clientAuthUser(clientSessions, accounts),
    endClientSession: endClientSession(clientSessions),
    limits: limits.signIn,
    siteOrigin: siteOriginOf(config.PUBLIC_URL),
  });
  await app.register(passwordResetRoutes, { resets: passwordResets, limit: limits.signIn.perAddress, clientSessions });
  await app.register(chatRoutes, {
    chat,
    staffTokens: chatStaffTokens,
    clientSessions,
    hub,
    siteOrigin: siteOriginOf(config.PUBLIC_URL),
    messageLimit: limits.chatMessage,
    roomLimit: limits.chatRoom,
    companyName: config.COMPANY_NAME,
  });

  // Staff routes: the scope's guard needs a live staff token for every one, and the role each declares.
  const staffRouteRoles = new Map<string, StaffRole>();
  app.decorate('staffRouteRoles', staffRouteRoles);
  await app.register(async (staffScope) => {
    guardStaffScope(staffScope, staffTokens, staffRouteRoles, { mfaRequired: config.STAFF_MFA_REQUIRED });
    await staffScope.register(staffRoutes, {
      staff,
      db,
      webSessions,
      limits: limits.signIn,
      mfaRequired: config.STAFF_MFA_REQUIRED,
      onSignedOut: (userId) => sessionChanges.publish(JSON.stringify({ revokedUserId: userId })),
    });
    await staffScope.register(profileRoutes, { db });
    await staffScope.register(mfaRoutes, { db, issuer: config.COMPANY_NAME, secrets });
    await staffScope.register(teamRoutes, { team });
    await staffScope.register(mailRoutes, { mail });
    await staffScope.register(leadsRoutes, { leads, database, crm });
    await staffScope.register(adminAccountRoutes, { accounts, caseProgress });
    await staffScope.register(adminPayoutRoutes, { payouts });
    await staffScope.register(adminDocumentRoutes, { documents });
    await staffScope.register(adminComplaintRoutes, { complaints });
    await staffScope.register(adminClaimRoutes, { context: claimsContext });
    await staffScope.register(adminRetentionRoutes, { retention });
    await staffScope.register(adminContactRoutes, { contacts: createContactMessages(db, notifier), replyLimit: limits.contactReply });
    await staffScope.register(crmRoutes, { crm });
    await staffScope.register(adminContentRoutes, { db });
    await staffScope.register(chatStaffRoutes, { chat });
  });

  // Client routes: the scope's guard needs the client's session; routes reach only that client's records.
  await app.register(async (clientScope) => {
    clientScope.addHook('onRequest', requireClient(clientSessions));
    await clientScope.register(clientAccountRoutes, { accounts, caseProgress });
    await clientScope.register(clientSecurityRoutes, {
      sessions: clientSessions,
      limits: limits.signIn,
      siteOrigin: siteOriginOf(config.PUBLIC_URL),
    });
    await clientScope.register(clientComplaintRoutes, { complaints });
    await clientScope.register(clientClaimRoutes, { context: claimsContext });
    await clientScope.register(clientPayoutRoutes, { payouts });
    await clientScope.register(clientDocumentRoutes, { documents });
    await clientScope.register(clientChatRoutes, { chat });
  });

  await app.register(webApp, { root: config.WEB_DIR });
  return app;
}
