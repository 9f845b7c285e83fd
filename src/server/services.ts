import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createAccountsService, createCaseProgress, createPayoutsService } from './features/accounts';
import { createChatService, createSocketHub, type EndedSignIn, SESSIONS_CHANNEL } from './features/chat';
import { englandAndWalesCalendar, londonDate } from '../contract/shared/business-days';
import type { ClaimsContext } from './features/claims';
import { createComplaints } from './features/complaints';
import { createReports } from './features/reports';
import { createSiteFigures, getSiteContent } from './features/content';
import { createCrmService } from './features/crm';
import { createDocumentsService } from './features/documents';
import { consentText, createContactMessages, createIntakeService } from './features/intake';
import { createLeadsService } from './features/leads';
import { createRetention } from './features/retention';
import { createLandingService, createStaffService, createTeamService } from './features/staff';
import { createClientSessions } from './platform/auth/client-sessions';
import { createPasswordResets } from './platform/auth/password-resets';
import { secretSealerFor } from './platform/auth/sealed-secrets';
import { sealStoredMfaSecrets } from './platform/auth/second-factor';
import { createStaffTokens, type StaffTokens } from './platform/auth/staff-tokens';
import { createWebSessions } from './platform/auth/web-sessions';
import { type Config, dataDirectory, mailFrom, publicUrl, retentionSchedule } from './platform/config';
import type { Database } from './platform/db/client';
import type { JobRunner } from './platform/jobs/job-runner';
import { createMailQueue } from './platform/mail/mail-queue';
import { fileTransport, smtpTransport } from './platform/mail/mail-transport';
import { createNotifier } from './platform/mail/notifier';
import { createRealtimeBus } from './platform/realtime-bus';

/** Every service of the product, wired to each other; the routes and the background jobs use them. */
export async function createServices(app: FastifyInstance, config: Config, database: Database, jobs: JobRunner) {
  const signIn = createSignInServices(app, config, database);
  const cases = createCaseServices(app, config, database, jobs, signIn);
  const chat = await createChatServices(app, config, database, signIn);
  return { database, db: database.db, ...signIn, ...cases, ...chat };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** Mail, tokens, sessions, resets and invitations, second factors: who is signed in, and how they are told. */
function createSignInServices(app: FastifyInstance, config: Config, database: Database) {
  const { db } = database;
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
    sendTimeoutMs: config.MAIL_TIMEOUT_MS,
    // Without SMTP the operator finds each message by this line.
    onSent: (sent) => app.log.info({ mailId: sent.id, kind: sent.kind, where: sent.where }, 'mail sent'),
  });
  const clientSessions = createClientSessions(db, { sessionDays: config.CLIENT_SESSION_DAYS });
  const webSessions = createWebSessions(db, { ttlHours: config.STAFF_SESSION_HOURS });
  const passwordResets = createPasswordResets({ db, notifier, resetMinutes: config.PASSWORD_RESET_MINUTES, staffTokens, webSessions });
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
  return { staffTokens, notifier, mail, clientSessions, webSessions, passwordResets, secrets, staff, landing };
}

type SignInServices = ReturnType<typeof createSignInServices>;

/** Intake, leads, accounts and payouts, complaints, retention, documents, the partner CRM, the reports, the landing page's figures. */
function createCaseServices(
  app: FastifyInstance,
  config: Config,
  database: Database,
  jobs: JobRunner,
  { notifier, passwordResets, secrets }: SignInServices,
) {
  const { db } = database;
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
  const leads = createLeadsService(db, notifier, (error, what) => app.log.warn({ err: error }, what));
  const accounts = createAccountsService(db, {
    casePrefix: config.CASE_ID_PREFIX,
    leads,
    invite: (tx, account) => passwordResets.invite(tx, 'client', account),
    notifier,
    updateDays: config.CLIENT_UPDATE_DAYS,
  });
  const bankHolidays = config.BANK_HOLIDAYS ? new Set(config.BANK_HOLIDAYS.split(',').map((day) => day.trim())) : englandAndWalesCalendar();
  const complaints = createComplaints(db, { notifier, bankHolidays });
  const claims: ClaimsContext = {
    db,
    copyOut: database.copyOut,
    casePrefix: config.CASE_ID_PREFIX,
    companyName: config.COMPANY_NAME,
    companyDetails: async () => (await getSiteContent(db)).company,
    notifier,
    holidays: bankHolidays,
    today: () => londonDate(new Date()),
  };
  const crm = createCrmService(db, {
    partner:
      config.CRM_URL && config.CRM_TOKEN
        ? { url: config.CRM_URL, token: config.CRM_TOKEN, campaign: config.CRM_CAMPAIGN, timeoutMs: config.CRM_TIMEOUT_MS }
        : null,
    maxAttempts: config.CRM_MAX_ATTEMPTS,
    retryBaseMs: config.CRM_RETRY_BASE_MS,
  });
  return {
    consent,
    intake,
    leads,
    accounts,
    caseProgress: createCaseProgress(db, { accounts, notifier }),
    complaints,
    claims,
    retention: createRetention(db, { schedule: retentionSchedule(config), eraseClient: (id) => accounts.erase(id, null), jobs }),
    payouts: createPayoutsService(db, accounts, notifier, secrets),
    documents: createDocumentsService(db, notifier, { uploadQuotaMb: config.CLIENT_UPLOAD_QUOTA_MB }),
    contacts: createContactMessages(db, notifier),
    crm,
    reports: createReports(db, { bankHolidays }),
    figures: createSiteFigures(db, { onError: (error) => app.log.error({ err: error }, 'site figure not counted') }),
  };
}

/** The chat, its socket hub, and the team (whose revocations reach every instance's sockets). */
async function createChatServices(app: FastifyInstance, config: Config, database: Database, signIn: SignInServices) {
  const { staffTokens } = signIn;
  const chat = createChatService(database, {
    instanceId: randomUUID(),
    notifier: signIn.notifier,
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
  const signedOut = (userId: number) => sessionChanges.publish(JSON.stringify({ revokedUserId: userId }));
  const team = createTeamService({
    db: database.db,
    resets: signIn.passwordResets,
    staffTokens,
    webSessions: signIn.webSessions,
    onRevoked: signedOut,
  });
  const stopListening = await chat.start();
  app.addHook('onClose', async () => {
    await hub.close();
    await stopListening();
  });
  return { chat, chatStaffTokens, hub, team, signedOut };
}
