/**
 * The test toolkit: the app on a fresh database, HTTP calls, sign-in for each role, and one factory per
 * record kind. Every server test imports what it needs from here.
 */
export { serverClosed, startTestApp, type TestApp, setUpTestApp } from './test-app';
export { startAppOnDatabase, type AppOnDatabase } from './app-on-database';
export { createTestDatabase, setUpTestDatabase } from './test-database';
export { databaseSnapshots } from './database-snapshot';
export { registeredRoutes, routeRecorder } from './registered-routes';
export { ChatSocket, type ChatEvent } from './chat-socket';
export {
  api,
  badBeforesNotRefused,
  callApi,
  type EndpointResponse,
  heldDownload,
  type HeldDownload,
  unchecked,
  list,
  messageOf,
  obj,
  readPageByPage,
  signedInAs,
  unzipped,
  type ApiOptions,
  type ApiResponse,
} from './http';
export { freePort, uniqueEmail } from './unique-email';
export { createTestStaff, setUpCaseworker, signInRequest, signInStaff, STAFF_PASSWORD, startAppWithAdmin, setUpTestStaff } from './staff-fixtures';
export {
  auditRows,
  CLIENT_PASSWORD,
  clientDataSnapshot,
  clientLogin,
  createClientAccount,
  fundedClient,
  HIGH_RATE_LIMITS,
  HIGH_SIGN_IN_LIMITS,
  quickClient,
  recordRecovery,
  sessionCookie,
  signInClient,
  staffAccountView,
} from './client-fixtures';
export { HIGH_CHAT_LIMITS, startTwoInstances } from './two-instances';
export { HOSTILE_TEXT, startAppWithStaffAndClient } from './hostile-fixtures';
export { movePayout, PAYMENT_REFERENCE, REJECTION_REASON, requestPayout, VALID_WALLETS } from './payout-fixtures';
export { pdfOfSize, tinyJpeg, tinyPdf, tinyPng, uploadDocument } from './document-fixtures';
export { allLeadRows, auditCount, clearLeads, leadCount, leadSeed, nextCreatedAt, seedLeads, storedRow, type LeadSeed } from './lead-fixtures';
export { contactCount, expectRefusal, NEW_WEBSITE_LEAD, validAssessment, validContact } from './intake-fixtures';
export { answer, startFakePartnerCrm, type FakePartnerCrm, type PartnerBehaviour } from './fake-partner-crm';
export { startFakeSmtp, type FakeSmtp, type ReceivedMail } from './fake-smtp';
export { mailedLink, startAppWithMail, startAppWithMailAndAdmin, TEST_PUBLIC_URL, setUpAppWithMailAndAdmin } from './mail-fixtures';
