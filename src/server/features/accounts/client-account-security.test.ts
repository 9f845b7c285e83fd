import { describe, expect, it } from 'vitest';
import { accountEndpoints, clientAccountEndpoints as endpoints } from '../../../contract/accounts/endpoints';
import { passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { teamEndpoints } from '../../../contract/staff/endpoints';
import {
  callApi,
  clientLogin,
  createClientAccount,
  mailedLink,
  messageOf,
  obj,
  sessionCookie,
  setUpAppWithMailAndAdmin,
  signInClient,
  startAppWithMailAndAdmin,
  TEST_PUBLIC_URL,
  unchecked,
  uniqueEmail,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();
const NEW_PASSWORD = 'a brand new passphrase';

const sessionWorks = async (cookie: string) => (await callApi(t.open.baseUrl, endpoints.session, { cookie })).status === 200;
const changePassword = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  callApi(t.open.baseUrl, endpoints.changePassword, { cookie, body: { currentPassword, newPassword }, headers });
const endOthers = (options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callApi(t.open.baseUrl, endpoints.endOtherSessions, options);

/** A client signed in twice: on this device (`here`) and on another (`elsewhere`). */
async function clientOnTwoDevices() {
  const account = await createClientAccount(t.open.baseUrl, t.adminToken);
  const here = await signInClient(t.open.baseUrl, account.email, account.password);
  const elsewhere = await signInClient(t.open.baseUrl, account.email, account.password);
  return { ...account, here, elsewhere };
}

describe("the client's password change", () => {
  it('changes the password after the current one, keeps this session and ends the others', async () => {
    const client = await clientOnTwoDevices();
    const changed = await changePassword(client.here, client.password, NEW_PASSWORD, { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL });
    expect(changed.reply(200).message).toMatch(/signed out everywhere else/);
    expect(await sessionWorks(client.here)).toBe(true);
    expect(await sessionWorks(client.elsewhere)).toBe(false);
    expect((await clientLogin(t.open.baseUrl, client.email, client.password)).status).toBe(401);
    expect((await clientLogin(t.open.baseUrl, client.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const client = await clientOnTwoDevices();
    const wrong = await changePassword(client.here, 'not my password at all');
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe('The current password is not correct');
    expect(await sessionWorks(client.elsewhere)).toBe(true);
    expect((await clientLogin(t.open.baseUrl, client.email, client.password)).status).toBe(200);
  });

  it("refuses a new password outside the policy, and a missing one, with the policy's message", async () => {
    const client = await clientOnTwoDevices();
    const common = await changePassword(client.here, client.password, 'password1234');
    expect(common.status).toBe(400);
    expect(messageOf(common)).toMatch(/too common/);
    const short = await changePassword(client.here, client.password, 'short');
    expect(short.status).toBe(400);
    expect(messageOf(short)).toMatch(/at least 12 characters/);
    const missing = await callApi(t.open.baseUrl, endpoints.changePassword, {
      cookie: client.here,
      body: unchecked({ currentPassword: client.password }),
    });
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toBe('New password is required');
    expect(await sessionWorks(client.elsewhere)).toBe(true);
    expect((await clientLogin(t.open.baseUrl, client.email, client.password)).status).toBe(200);
  });

  it('needs a client session', async () => {
    const none = await callApi(t.open.baseUrl, endpoints.changePassword, { body: { currentPassword: 'x', newPassword: NEW_PASSWORD } });
    expect(none.status).toBe(401);
    const staff = await callApi(t.open.baseUrl, endpoints.changePassword, {
      token: t.adminToken,
      body: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(staff.status).toBe(401);
  });

  it("refuses a request another site's page started (403), and changes nothing", async () => {
    const client = await clientOnTwoDevices();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const refused = await changePassword(client.here, client.password, NEW_PASSWORD, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(messageOf(refused)).toMatch(/did not come from our site/);
    }
    expect(await sessionWorks(client.elsewhere)).toBe(true);
    expect((await clientLogin(t.open.baseUrl, client.email, client.password)).status).toBe(200);
  });
});

describe("ending the client's other sessions", () => {
  it("ends the client's other sessions and keeps this one, saying how many", async () => {
    const client = await clientOnTwoDevices();
    const third = await signInClient(t.open.baseUrl, client.email, client.password);
    const ended = await endOthers({ cookie: client.here, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ended.reply(200)).toEqual({ ended: 2, message: 'Signed out of 2 other sessions.' });
    expect(await sessionWorks(client.here)).toBe(true);
    expect(await sessionWorks(client.elsewhere)).toBe(false);
    expect(await sessionWorks(third)).toBe(false);
    const again = await endOthers({ cookie: client.here });
    expect(again.reply(200)).toEqual({ ended: 0, message: 'You were not signed in anywhere else.' });
  });

  it('refuses a cross-site request and a signed-out one', async () => {
    const client = await clientOnTwoDevices();
    const refused = await endOthers({ cookie: client.here, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(await sessionWorks(client.elsewhere)).toBe(true);
    expect((await endOthers()).status).toBe(401);
  });
});

describe("another client's account", () => {
  it("is out of reach: client B's password change and sign-outs leave client A's password and sessions alone", async () => {
    const a = await clientOnTwoDevices();
    const b = await clientOnTwoDevices();
    // B knows A's password: it is still B's own account the route checks it against.
    expect((await changePassword(b.here, a.password === b.password ? 'not b password' : a.password)).status).toBe(400);
    expect((await changePassword(b.here, b.password)).status).toBe(200);
    expect((await endOthers({ cookie: b.here })).status).toBe(200);
    expect(await sessionWorks(a.here)).toBe(true);
    expect(await sessionWorks(a.elsewhere)).toBe(true);
    expect((await clientLogin(t.open.baseUrl, a.email, a.password)).status).toBe(200);
    expect((await clientLogin(t.open.baseUrl, b.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('the Account routes are limited as sign-in is', () => {
  it('answers 429 past the per-address limit, with plain words', async () => {
    const limited = await startAppWithMailAndAdmin({ SIGN_IN_RATE_LIMIT_MAX: '3' });
    try {
      const account = await createClientAccount(limited.open.baseUrl, limited.adminToken);
      const cookie = sessionCookie(await clientLogin(limited.open.baseUrl, account.email, account.password)) ?? '';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const reply = await callApi(limited.open.baseUrl, endpoints.changePassword, {
          cookie,
          body: { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD },
        });
        statuses.push(reply.status);
        if (reply.status === 429) expect(messageOf(reply)).toMatch(/Too many requests/);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('choosing a password from an invitation', () => {
  it('names the email the account is for, and signs the client in', async () => {
    const email = uniqueEmail('invited-account');
    expect((await callApi(t.open.baseUrl, accountEndpoints.create, { token: t.adminToken, body: { email } })).status).toBe(201);
    const token = (await mailedLink(t.smtp, email)).searchParams.get('token') ?? '';
    const state = await callApi(t.open.baseUrl, passwordResetEndpoints.client.linkState, { query: { token } });
    expect(obj(state)).toEqual({ usable: true, email });

    const chosen = await callApi(t.open.baseUrl, passwordResetEndpoints.client.confirm, { body: { token, password: NEW_PASSWORD } });
    expect(chosen.status).toBe(200);
    expect(obj(chosen)).toMatchObject({ signedIn: true });
    const cookie = sessionCookie(chosen);
    expect(cookie).toMatch(/^recourse_session=/);
    expect(chosen.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect((await callApi(t.open.baseUrl, endpoints.session, { cookie: cookie ?? '' })).reply(200)).toMatchObject({ email });

    // Used up: it names nobody now.
    const used = await callApi(t.open.baseUrl, passwordResetEndpoints.client.linkState, { query: { token } });
    expect(obj(used)).toEqual({ usable: false });
  });

  it('a staff link names the member but signs nobody in: staff sign in at the gate, with their second factor', async () => {
    const email = uniqueEmail('staff-reset');
    const invited = await callApi(t.open.baseUrl, teamEndpoints.invite, {
      token: t.adminToken,
      body: { email, firstName: 'Sam', lastName: 'Staff' },
    });
    expect(invited.status).toBe(201);
    const token = (await mailedLink(t.smtp, email)).searchParams.get('token') ?? '';
    expect(obj(await callApi(t.open.baseUrl, passwordResetEndpoints.staff.linkState, { query: { token } }))).toEqual({
      usable: true,
      email,
    });
    const chosen = await callApi(t.open.baseUrl, passwordResetEndpoints.staff.confirm, { body: { token, password: NEW_PASSWORD } });
    expect(obj(chosen)).toMatchObject({ signedIn: false });
    expect(chosen.headers.getSetCookie()).toEqual([]);
  });
});
