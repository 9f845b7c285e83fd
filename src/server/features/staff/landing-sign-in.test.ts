import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { staffEndpoints, teamEndpoints } from '../../../contract/staff/endpoints';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { NOT_INVITED_MESSAGE } from '../../../contract/staff/team';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens';
import { WEB_SESSION_COOKIE } from '../../platform/auth/web-sessions';
import { oneTimeTokens, users as staffMembers } from '../../platform/db/schema';
import { currentTotp } from '../../platform/auth/totp';
import { MFA_CODE_REQUIRED_MESSAGE, MFA_CODE_WRONG_MESSAGE } from '../../../contract/staff/staff';
import { clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import { startFakeOidcProvider } from '../../testing/fake-oidc-provider';
import {
  api,
  callApi,
  createTestStaff,
  freePort,
  messageOf,
  quickClient,
  sessionCookie,
  signInStaff,
  startTestApp,
  setUpTestApp,
  signedInAs,
  uniqueEmail,
  type TestApp,
} from '../../testing';

async function landingSignIn(baseUrl: string, email: string, password: string) {
  const reply = await callApi(baseUrl, landingEndpoints.signIn, { body: { email, password } });
  return { reply, cookie: sessionCookie(reply, WEB_SESSION_COOKIE) };
}

describe('signing in on the landing side with a password (no identity provider configured)', () => {
  const t = setUpTestApp();

  it('GET /api/login opens the sign-in page', async () => {
    const reply = await callApi(t.baseUrl, landingEndpoints.startSignIn, { redirect: 'manual' });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/login');
  });

  it('sets an httpOnly session cookie, answers the member, and /api/auth/user knows them until logout', async () => {
    const member = await createTestStaff(t.database.db, { firstName: 'Casey', lastName: 'Worker' });
    const { reply, cookie } = await landingSignIn(t.baseUrl, member.email.toUpperCase(), member.password);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      id: member.id,
      email: member.email,
      firstName: 'Casey',
      lastName: 'Worker',
      profileImageUrl: null,
      isAdmin: false,
      kind: 'staff',
    });
    const setCookie = reply.headers.getSetCookie().find((header) => header.startsWith(`${WEB_SESSION_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const user = await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' });
    expect(user.reply(200)).toMatchObject({ id: member.id, kind: 'staff', firstName: 'Casey', isAdmin: false });

    const activity = await callApi(t.baseUrl, landingEndpoints.activity, { cookie: cookie ?? '' });
    expect(activity.reply(200).items[0]).toMatchObject({ action: 'staff.signed_in', label: 'Signed in' });

    const logout = await callApi(t.baseUrl, landingEndpoints.signOut, { cookie: cookie ?? '', redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' }))).toBe('nobody');
  });

  it("'Admin Access' gives a working admin token from the session, without the password", async () => {
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const { cookie } = await landingSignIn(t.baseUrl, admin.email, admin.password);
    const access = await callApi(t.baseUrl, landingEndpoints.adminAccess, { cookie: cookie ?? '' });
    const { token } = access.reply(200);
    const me = await callApi(t.baseUrl, staffEndpoints.me, { token });
    expect(me.reply(200)).toMatchObject({ id: admin.id, isAdmin: true });
    expect((await callApi(t.baseUrl, landingEndpoints.adminAccess, {})).status).toBe(401);
  });

  it('a new password ends the landing-side session too: it gives no further admin token', async () => {
    const member = await createTestStaff(t.database.db);
    const { cookie } = await landingSignIn(t.baseUrl, member.email, member.password);
    expect((await callApi(t.baseUrl, landingEndpoints.adminAccess, { cookie: cookie ?? '' })).status).toBe(200);
    const token = await signInStaff(t.baseUrl, member.email, member.password);
    const changed = await callApi(t.baseUrl, staffEndpoints.changePassword, {
      token,
      body: { currentPassword: member.password, newPassword: 'a fresh passphrase 2026' },
    });
    expect(changed.status).toBe(204);
    expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' }))).toBe('nobody');
    expect((await callApi(t.baseUrl, landingEndpoints.adminAccess, { cookie: cookie ?? '' })).status).toBe(401);
    // The token that made the change keeps working.
    expect((await callApi(t.baseUrl, staffEndpoints.me, { token })).status).toBe(200);
  });

  it('refuses a wrong password, sets no cookie, and a deactivated member loses the session at once', async () => {
    const member = await createTestStaff(t.database.db);
    const wrong = await landingSignIn(t.baseUrl, member.email, 'not-the-password');
    expect(wrong.reply.status).toBe(401);
    expect(wrong.cookie).toBeNull();

    const { cookie } = await landingSignIn(t.baseUrl, member.email, member.password);
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    const deactivated = await callApi(t.baseUrl, teamEndpoints.update, { params: { id: member.id }, token: adminToken, body: { active: false } });
    expect(deactivated.status).toBe(200);
    expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' }))).toBe('nobody');
    expect((await landingSignIn(t.baseUrl, member.email, member.password)).reply.status).toBe(401);
  });

  it('answers a signed-in client as a user too (not an admin), and /api/logout ends their session', async () => {
    const client = await quickClient(t.database.db);
    const user = await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: client.cookie });
    expect(user.reply(200)).toMatchObject({ id: client.id, email: client.email, isAdmin: false, kind: 'client' });
    expect((await callApi(t.baseUrl, landingEndpoints.activity, { cookie: client.cookie })).status).toBe(401);
    expect((await callApi(t.baseUrl, landingEndpoints.signOut, { cookie: client.cookie, redirect: 'manual' })).status).toBe(302);
    expect((await callApi(t.baseUrl, clientAccountEndpoints.session, { cookie: client.cookie })).status).toBe(401);
    expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, {}))).toBe('nobody');
  });

  it('a logout another site (or a sibling subdomain) sends the browser to ends no session; our own Logout button and a typed address do', async () => {
    const member = await createTestStaff(t.database.db);
    const { cookie } = await landingSignIn(t.baseUrl, member.email, member.password);
    const client = await quickClient(t.database.db);
    const both = `${cookie ?? ''}; ${client.cookie}`;

    for (const site of ['cross-site', 'same-site']) {
      const forced = await callApi(t.baseUrl, landingEndpoints.signOut, { cookie: both, redirect: 'manual', headers: { 'sec-fetch-site': site } });
      expect(forced.status).toBe(302);
      expect(forced.headers.get('location')).toBe('/');
      expect(forced.headers.getSetCookie()).toEqual([]);
    }
    expect((await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' })).status).toBe(200);
    expect((await callApi(t.baseUrl, clientAccountEndpoints.session, { cookie: client.cookie })).status).toBe(200);

    for (const site of ['same-origin', 'none']) {
      const again = await landingSignIn(t.baseUrl, member.email, member.password);
      const own = await callApi(t.baseUrl, landingEndpoints.signOut, {
        cookie: again.cookie ?? '',
        redirect: 'manual',
        headers: { 'sec-fetch-site': site },
      });
      expect(own.status).toBe(302);
      expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: again.cookie ?? '' }))).toBe('nobody');
    }
  });

  it('in a browser that sends no Sec-Fetch-Site, a logout whose Referer is another site ends no session; our own page or no Referer does', async () => {
    const member = await createTestStaff(t.database.db);
    const { cookie } = await landingSignIn(t.baseUrl, member.email, member.password);
    const client = await quickClient(t.database.db);
    const both = `${cookie ?? ''}; ${client.cookie}`;

    for (const referer of ['https://elsewhere.example/page', 'https://sub.elsewhere.example/', 'null']) {
      const forced = await callApi(t.baseUrl, landingEndpoints.signOut, { cookie: both, redirect: 'manual', headers: { referer } });
      expect(forced.status).toBe(302);
      expect(forced.headers.get('location')).toBe('/');
      expect(forced.headers.getSetCookie()).toEqual([]);
    }
    expect((await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' })).status).toBe(200);
    expect((await callApi(t.baseUrl, clientAccountEndpoints.session, { cookie: client.cookie })).status).toBe(200);

    for (const referer of [`${t.baseUrl}/admin?tab=leads`, undefined]) {
      const again = await landingSignIn(t.baseUrl, member.email, member.password);
      const own = await callApi(t.baseUrl, landingEndpoints.signOut, {
        cookie: again.cookie ?? '',
        redirect: 'manual',
        headers: referer ? { referer } : {},
      });
      expect(own.status).toBe(302);
      expect(signedInAs(await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: again.cookie ?? '' }))).toBe('nobody');
    }
  });
});

describe('signing in through the identity provider (OpenID Connect)', () => {
  const clientId = 'recourse';
  const clientSecret = 'a-client-secret-for-tests';
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;

  async function startAt(autoProvision: boolean) {
    // The app's own address is its redirect URI, so its port is chosen first; another process may
    // take that port before the app listens (its database is made in between): then try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      provider = await startFakeOidcProvider({ clientId, clientSecret, redirectUri: `${publicUrl}${landingEndpoints.providerReturn.path}` });
      try {
        t = await startTestApp({
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: clientId,
          OIDC_CLIENT_SECRET: clientSecret,
          OIDC_AUTO_PROVISION: String(autoProvision),
          ...(autoProvision ? { OIDC_ALLOWED_DOMAINS: 'example.com' } : {}),
        });
        return;
      } catch (error) {
        await provider.close();
        if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt === 5) throw error;
      }
    }
  }

  /** The browser's round trip: /api/login, the provider, and back to /api/callback with the pending cookie. */
  async function roundTrip() {
    const start = await callApi(t.baseUrl, landingEndpoints.startSignIn, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const pending =
      start.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .find((pair) => pair.startsWith('recourse_oidc=')) ?? '';
    const callback = await provider.authorize(start.headers.get('location') ?? '');
    const back = (cookie = pending) => api(t.baseUrl, 'GET', `${callback.pathname}${callback.search}`, { cookie, redirect: 'manual' });
    return { callback, pending, back };
  }

  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('matches the verified email to an active member and starts a session; a replayed code and a forged state are refused', async () => {
    await startAt(false);
    const member = await createTestStaff(t.database.db, { email: uniqueEmail('oidc'), firstName: 'Olive' });
    provider.signInAs({ email: member.email.toUpperCase(), givenName: 'Olive' });
    const { pending, back } = await roundTrip();
    const done = await back();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/home');
    const cookie = sessionCookie(done, WEB_SESSION_COOKIE) ?? '';
    expect((await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie })).reply(200)).toMatchObject({ id: member.id, kind: 'staff' });

    // The same callback again (a replayed code, with the same pending cookie): its state was used up.
    const replay = await back(pending);
    expect(replay.headers.get('location')).toBe('/login?error=failed');
    expect(sessionCookie(replay, WEB_SESSION_COOKIE)).toBeNull();

    // A callback without the browser's pending sign-in (a forged or stolen link).
    const forged = await roundTrip();
    const noState = await forged.back('recourse_oidc=someone-elses');
    expect(noState.headers.get('location')).toBe('/login?error=failed');
    expect(sessionCookie(noState, WEB_SESSION_COOKIE)).toBeNull();
  });

  it('a member invited by an admin who joins through the provider shows as active on the Team tab and is sent no further invitation', async () => {
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    const email = uniqueEmail('single-sign-on');
    const invited = await callApi(t.baseUrl, teamEndpoints.invite, { token: adminToken, body: { email, firstName: 'Sami', lastName: 'Single' } });
    const { id } = invited.reply(201);
    const onTeamTab = async () => (await callApi(t.baseUrl, teamEndpoints.list, { token: adminToken })).reply(200).items.find((m) => m.id === id);
    expect(await onTeamTab()).toMatchObject({ isActive: true, invitationPending: true });
    const liveLinks = async () =>
      (
        await t.database.db
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.subjectKind, 'staff'), eq(oneTimeTokens.subjectId, id), isNull(oneTimeTokens.usedAt)))
      ).length;
    expect(await liveLinks()).toBe(1);

    provider.signInAs({ email });
    const { back } = await roundTrip();
    expect((await back()).headers.get('location')).toBe('/home');
    // The emailed link to choose a password no longer works: the provider is their way in.
    expect(await liveLinks()).toBe(0);

    expect(await onTeamTab()).toMatchObject({ isActive: true, invitationPending: false });
    const resend = await callApi(t.baseUrl, teamEndpoints.resendInvitation, { params: { id }, token: adminToken });
    expect([resend.status, messageOf(resend)]).toEqual([409, NOT_INVITED_MESSAGE]);
  });

  it("a new invitation link made while the member's first provider sign-in runs is voided too", async () => {
    const member = await createTestStaff(t.database.db, { email: uniqueEmail('racing-invite') });
    const liveLinks = async () =>
      (
        await t.database.db
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.subjectKind, 'staff'), eq(oneTimeTokens.subjectId, member.id), isNull(oneTimeTokens.usedAt)))
      ).length;
    provider.signInAs({ email: member.email });
    const { back } = await roundTrip();
    // "Resend invitation" at this moment: the member's row locked, a new link made, not yet committed.
    let signedIn: ReturnType<typeof back> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${member.id} for update`);
      await issueOneTimeToken(tx, { kind: 'staff', id: member.id }, 'invitation', 60);
      signedIn = back();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await signedIn)?.headers.get('location')).toBe('/home');
    expect(await liveLinks()).toBe(0);
  });

  it("asks a member with two-factor sign-in on for their code at Admin Access, once per session, counted as the sign-in's codes are", async () => {
    const member = await createTestStaff(t.database.db, { email: uniqueEmail('oidc.mfa') });
    const passwordToken = await signInStaff(t.baseUrl, member.email, member.password);
    const { secret } = (await callApi(t.baseUrl, staffEndpoints.startTwoFactor, { token: passwordToken })).reply(200);
    (await callApi(t.baseUrl, staffEndpoints.confirmTwoFactor, { token: passwordToken, body: { code: currentTotp(secret) } })).reply(200);

    provider.signInAs({ email: member.email });
    const { back } = await roundTrip();
    const cookie = sessionCookie(await back(), WEB_SESSION_COOKIE) ?? '';
    const adminAccess = (body?: { code: string }) => callApi(t.baseUrl, landingEndpoints.adminAccess, { cookie, ...(body ? { body } : {}) });

    const noCode = await adminAccess();
    expect([noCode.status, noCode.json]).toEqual([401, { message: MFA_CODE_REQUIRED_MESSAGE, mfaRequired: true }]);
    // Wrong codes meet the sign-in's per-account delays (five free, then 1 s) and its count towards the lock.
    const valid = new Set([-1, 0, 1, 2].map((step) => currentTotp(secret, Date.now() + step * 30_000)));
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777'].filter((c) => !valid.has(c)).slice(0, 6);
    const wrong = [];
    for (const code of wrongCodes) wrong.push(await adminAccess({ code }));
    expect(wrong.map((reply) => [reply.status, reply.json])).toEqual(Array(6).fill([401, { message: MFA_CODE_WRONG_MESSAGE, mfaRequired: true }]));
    expect(wrong[5].elapsedMs).toBeGreaterThanOrEqual(990);
    expect(
      (await t.database.db.select({ failed: staffMembers.mfaFailedCodes }).from(staffMembers).where(eq(staffMembers.id, member.id)))[0],
    ).toEqual({ failed: 6 });

    const right = await adminAccess({ code: currentTotp(secret, Date.now() + 30_000) });
    expect((await callApi(t.baseUrl, staffEndpoints.me, { token: right.reply(200).token })).status).toBe(200);
    // Asked once per session: the next Admin Access needs no code.
    expect((await adminAccess()).status).toBe(200);

    // A member without two-factor sign-in is not asked.
    const plain = await createTestStaff(t.database.db, { email: uniqueEmail('oidc.plain') });
    provider.signInAs({ email: plain.email });
    const plainCookie = sessionCookie(await (await roundTrip()).back(), WEB_SESSION_COOKIE) ?? '';
    expect((await callApi(t.baseUrl, landingEndpoints.adminAccess, { cookie: plainCookie })).status).toBe(200);
  });

  it('sends the browser back to the sign-in page with a message when the provider cannot be reached', async () => {
    const down = await startTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9/unreachable',
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
    });
    try {
      const reply = await callApi(down.baseUrl, landingEndpoints.startSignIn, { redirect: 'manual' });
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toBe('/login?error=unreachable');
    } finally {
      await down.close();
    }
  });

  it('refuses an email with no staff account', async () => {
    provider.signInAs({ email: uniqueEmail('stranger') });
    const { back } = await roundTrip();
    const refused = await back();
    expect(refused.headers.get('location')).toBe('/login?error=refused');
    expect(sessionCookie(refused, WEB_SESSION_COOKIE)).toBeNull();
    await t.close();
    await provider.close();
  });

  it('with OIDC_AUTO_PROVISION=true creates a caseworker (not an admin) for a new email', async () => {
    await startAt(true);
    const email = uniqueEmail('provisioned');
    provider.signInAs({ email, givenName: 'Pat', familyName: 'New' });
    const { back } = await roundTrip();
    const cookie = sessionCookie(await back(), WEB_SESSION_COOKIE) ?? '';
    expect((await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie })).reply(200)).toMatchObject({
      email,
      firstName: 'Pat',
      lastName: 'New',
      isAdmin: false,
      kind: 'staff',
    });
  });

  it('with OIDC_AUTO_PROVISION=true, refuses a new email outside OIDC_ALLOWED_DOMAINS and creates no account', async () => {
    const email = `outsider.${Date.now()}@elsewhere.example.org`;
    provider.signInAs({ email });
    const refused = await (await roundTrip()).back();
    expect(refused.headers.get('location')).toBe('/login?error=refused');
    expect(sessionCookie(refused, WEB_SESSION_COOKIE)).toBeNull();
    expect(await t.database.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email))).toEqual([]);
  });
});

describe('the profile page', () => {
  const t = setUpTestApp();

  it('changes only your own name, which the landing header then shows; a blank first name is refused', async () => {
    const member = await createTestStaff(t.database.db, { firstName: 'Old', lastName: 'Name' });
    const token = await signInStaff(t.baseUrl, member.email, member.password);
    const refused = await callApi(t.baseUrl, staffEndpoints.updateProfile, { token, body: { firstName: '  ', lastName: 'X' } });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('First name is required');
    const changed = await callApi(t.baseUrl, staffEndpoints.updateProfile, { token, body: { firstName: 'Nadia', lastName: 'Okafor' } });
    expect(changed.reply(200)).toMatchObject({ id: member.id, firstName: 'Nadia', lastName: 'Okafor' });
    const { cookie } = await landingSignIn(t.baseUrl, member.email, member.password);
    expect((await callApi(t.baseUrl, landingEndpoints.signedIn, { cookie: cookie ?? '' })).reply(200)).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Okafor',
    });
  });
});
