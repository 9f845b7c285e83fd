import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contract/staff/team';
import { ADMIN_ONLY_MESSAGE } from '../../../contract/staff/team';
import { teamEndpoints } from '../../../contract/staff/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import {
  api,
  callApi,
  createTestStaff,
  fundedClient,
  messageOf,
  movePayout,
  requestPayout,
  signInStaff,
  startTestApp,
  type ApiResponse,
  type TestApp,
} from '../../testing';

/**
 * Who may call each staff route: caseworkers work leads, chat, documents,
 * client accounts and ledger entries; only admins manage the team and site content, reverse ledger
 * entries, export or erase personal data, delete leads, export leads in bulk and send leads to the partner CRM.
 */
const POLICY: Record<string, StaffRole> = {
  'POST /api/admin/logout': 'caseworker',
  'GET /api/admin/me': 'caseworker',
  'PATCH /api/admin/me': 'caseworker',
  'POST /api/admin/mfa/setup': 'caseworker',
  'POST /api/admin/mfa/confirm': 'caseworker',
  'POST /api/admin/password': 'caseworker',
  'GET /api/admin/staff': 'caseworker',
  'POST /api/admin/staff': 'admin',
  'PATCH /api/admin/staff/:id': 'admin',
  'POST /api/admin/staff/:id/invitation': 'admin',
  'POST /api/admin/staff/:id/mfa/reset': 'admin',
  'GET /api/admin/mail/failed': 'admin',
  'POST /api/admin/mail/:id/retry': 'admin',
  'GET /api/admin/client-submissions': 'caseworker',
  'GET /api/admin/client-submissions/summary': 'caseworker',
  'GET /api/admin/client-submissions/export': 'admin',
  'POST /api/admin/client-submissions/bulk': 'caseworker',
  'GET /api/admin/client-submissions/:id': 'caseworker',
  'GET /api/admin/client-submissions/:id/history': 'caseworker',
  'GET /api/admin/client-submissions/:id/activity': 'caseworker',
  'GET /api/admin/client-submissions/:id/notes': 'caseworker',
  'POST /api/admin/client-submissions/:id/notes': 'caseworker',
  'GET /api/admin/client-submissions/:id/duplicates': 'caseworker',
  'POST /api/admin/client-submissions/:id/merge': 'caseworker',
  'GET /api/admin/client-submissions/count': 'caseworker',
  'GET /api/admin/client-submissions/duplicates': 'caseworker',
  'PATCH /api/admin/client-submissions/:id': 'caseworker',
  'DELETE /api/admin/client-submissions/:id': 'admin',
  'POST /api/admin/client-accounts': 'caseworker',
  'GET /api/admin/client-accounts': 'caseworker',
  'GET /api/admin/client-accounts/:id': 'caseworker',
  'PATCH /api/admin/client-accounts/:id': 'caseworker',
  'GET /api/admin/client-accounts/:id/export': 'admin',
  'DELETE /api/admin/client-accounts/:id': 'admin',
  'POST /api/admin/client-accounts/:id/ledger': 'caseworker',
  'POST /api/admin/client-accounts/:id/updates': 'caseworker',
  'GET /api/admin/client-accounts/:id/timeline': 'caseworker',
  'GET /api/admin/document-requests': 'caseworker',
  'POST /api/admin/complaints': 'caseworker',
  'POST /api/admin/contact-submissions/:id/reply': 'caseworker',
  'GET /api/admin/complaints': 'caseworker',
  'PATCH /api/admin/complaints/:id': 'caseworker',
  'GET /api/admin/complaints/export': 'admin',
  // Payments and claims: the recovery work is every caseworker's.
  'GET /api/admin/client-accounts/:id/payments': 'caseworker',
  'POST /api/admin/client-accounts/:id/payments': 'caseworker',
  'PATCH /api/admin/payments/:id': 'caseworker',
  'DELETE /api/admin/payments/:id': 'caseworker',
  'GET /api/admin/client-accounts/:id/routes': 'caseworker',
  'GET /api/admin/client-accounts/:id/claims': 'caseworker',
  'POST /api/admin/client-accounts/:id/claims': 'caseworker',
  'GET /api/admin/claims': 'caseworker',
  'GET /api/admin/claims/queues': 'caseworker',
  'GET /api/admin/claims/:id': 'caseworker',
  'PATCH /api/admin/claims/:id': 'caseworker',
  'POST /api/admin/claims/:id/events': 'caseworker',
  'POST /api/admin/claims/:id/refer': 'caseworker',
  'GET /api/admin/claims/:id/pack/contents': 'caseworker',
  'PUT /api/admin/claims/:id/pack': 'caseworker',
  'GET /api/admin/claims/:id/pack': 'caseworker',
  'GET /api/admin/claims/:id/pack.zip': 'caseworker',
  'POST /api/admin/retention/run': 'admin',
  // The practice's reports: admins only.
  'GET /api/admin/reports/leads': 'admin',
  'GET /api/admin/reports/recovered': 'admin',
  'GET /api/admin/reports/claims': 'admin',
  'GET /api/admin/reports/complaints': 'admin',
  'GET /api/admin/reports/chat': 'admin',
  'GET /api/admin/lead-views': 'caseworker',
  'GET /api/admin/client-submissions/sources': 'caseworker',
  'POST /api/admin/lead-views': 'caseworker',
  'DELETE /api/admin/lead-views/:id': 'caseworker',
  'GET /api/admin/client-submissions/:id/export': 'admin',
  'GET /api/admin/contact-submissions': 'caseworker',
  'PATCH /api/admin/contact-submissions/:id': 'caseworker',
  'DELETE /api/admin/contact-submissions/:id': 'admin',
  'POST /api/admin/client-accounts/:id/ledger/:entryId/reverse': 'admin',
  'GET /api/admin/withdrawal-requests': 'caseworker',
  'PATCH /api/admin/withdrawal-requests/:id': 'caseworker',
  'GET /api/admin/withdrawal-requests/:id/bank-details': 'admin',
  'GET /api/admin/documents': 'caseworker',
  'POST /api/admin/client-accounts/:id/document-requests': 'caseworker',
  'GET /api/admin/client-accounts/:id/document-requests': 'caseworker',
  'PATCH /api/admin/documents/:id/status': 'caseworker',
  'GET /api/admin/documents/:id/download': 'caseworker',
  'GET /api/admin/crm/sync-status': 'caseworker',
  'POST /api/admin/crm/sync-lead/:id': 'admin',
  'POST /api/admin/crm/sync-leads': 'admin',
  'GET /api/admin/content': 'admin',
  'PUT /api/admin/content/:key': 'admin',
  'POST /api/admin/content/figures/preview': 'admin',
  'GET /api/chat/admin/rooms': 'caseworker',
  'GET /api/chat/admin/rooms/:id/messages': 'caseworker',
  'POST /api/chat/admin/rooms/:id/messages': 'caseworker',
  'DELETE /api/chat/admin/room/:id': 'admin',
};

let open: TestApp;
let adminToken: string;
let caseworkerToken: string;
let deactivatedToken: string;
let caseworkerLogin: { email: string; password: string };

beforeAll(async () => {
  open = await startTestApp({ SIGN_IN_RATE_LIMIT_MAX: '100000', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100000' });
  const [admin, caseworker, leaving] = await Promise.all([
    createTestStaff(open.database.db, { isAdmin: true }),
    createTestStaff(open.database.db),
    createTestStaff(open.database.db),
  ]);
  adminToken = await signInStaff(open.baseUrl, admin.email, admin.password);
  caseworkerToken = await signInStaff(open.baseUrl, caseworker.email, caseworker.password);
  caseworkerLogin = caseworker;
  deactivatedToken = await signInStaff(open.baseUrl, leaving.email, leaving.password);
  (await callApi(open.baseUrl, teamEndpoints.update, { params: { id: leaving.id }, token: adminToken, body: { active: false } })).reply(200);
});

afterAll(async () => open?.close());

const concrete = (route: string) => route.replace(/:[a-zA-Z]+/g, (name) => (name === ':key' ? 'figures' : '999999'));
const send = (route: string, token?: string): Promise<ApiResponse> => {
  const [method, path] = route.split(' ');
  return api(open.baseUrl, method, concrete(path), { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
};

describe('roles on every staff route', () => {
  it('every staff route declares its role, and the declarations are the policy', () => {
    expect(Object.fromEntries(open.app.staffRouteRoles)).toEqual(POLICY);
  });

  it.each(Object.entries(POLICY))('%s (%s): admin in, caseworker by role, deactivated and anonymous out', async (route, role) => {
    const anonymous = await send(route);
    expect(anonymous.status).toBe(401);
    const deactivated = await send(route, deactivatedToken);
    expect(deactivated.status).toBe(401);
    // Logging out ends the token it is sent with: that row gets a token of its own.
    const token =
      route === 'POST /api/admin/logout' ? await signInStaff(open.baseUrl, caseworkerLogin.email, caseworkerLogin.password) : caseworkerToken;
    const caseworker = await send(route, token);
    if (role === 'admin') {
      expect(caseworker.status).toBe(403);
      expect(messageOf(caseworker)).toBe(ADMIN_ONLY_MESSAGE);
    } else {
      expect(caseworker.status).not.toBe(403);
      expect(caseworker.status).not.toBe(401);
    }
    if (route !== 'POST /api/admin/logout') {
      const admin = await send(route, adminToken);
      expect([401, 403]).not.toContain(admin.status);
      expect(admin.status).toBeLessThan(500);
    }
  });

  it('a caseworker may move a payout along but not complete or reject it, nor delete leads in bulk', async () => {
    const client = await fundedClient(open.baseUrl, open.database.db, adminToken, '50.00');
    const requested = await requestPayout(open.baseUrl, { cookie: client.cookie, accountId: client.account.id });
    const id = (requested.json as { id: number }).id;
    const complete = await movePayout(open.baseUrl, caseworkerToken, id, 'completed');
    const reject = await movePayout(open.baseUrl, caseworkerToken, id, 'rejected');
    const processing = await movePayout(open.baseUrl, caseworkerToken, id, 'processing');
    expect([complete.status, reject.status, processing.status]).toEqual([403, 403, 200]);
    const bulkDelete = await callApi(open.baseUrl, leadEndpoints.bulk, { token: caseworkerToken, body: { action: 'delete', ids: [999999] } });
    const bulkStatus = await callApi(open.baseUrl, leadEndpoints.bulk, {
      token: caseworkerToken,
      body: { action: 'status', ids: [999999], status: 'contacted' },
    });
    expect([bulkDelete.status, bulkStatus.status]).toEqual([403, 200]);
  });
});
