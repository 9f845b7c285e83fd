import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { staffEndpoints, teamEndpoints } from '../../../contract/staff/endpoints';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import {
  MFA_CODE_REQUIRED_MESSAGE,
  MFA_CODE_WRONG_MESSAGE,
  MFA_ENROLMENT_REQUIRED_MESSAGE,
  MFA_LOCKED_MESSAGE,
} from '../../../contract/staff/staff';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type SecretSealer, secretSealerFor } from '../../platform/auth/sealed-secrets';
import { sealStoredMfaSecrets } from '../../platform/auth/second-factor';
import { currentTotp, newTotpSecret } from '../../platform/auth/totp';
import { parseConfig } from '../../platform/config';
import { mailOutbox, users as staffMembers } from '../../platform/db/schema';
import {
  callApi,
  createTestStaff,
  HIGH_SIGN_IN_LIMITS,
  messageOf,
  obj,
  signInStaff,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
} from '../../testing';

const THIRTY_SECONDS = 30_000;

const startTwoFactor = (baseUrl: string, token: string) => callApi(baseUrl, staffEndpoints.startTwoFactor, { token });
const confirmTwoFactor = (baseUrl: string, token: string, code: string) =>
  callApi(baseUrl, staffEndpoints.confirmTwoFactor, { token, body: { code } });
const me = async (baseUrl: string, token: string) => (await callApi(baseUrl, staffEndpoints.me, { token })).reply(200);
const staffSignIn = (baseUrl: string, body: BodyOf<typeof staffEndpoints.signIn>) => callApi(baseUrl, staffEndpoints.signIn, { body });
const resetTwoFactor = (baseUrl: string, token: string, id: number) => callApi(baseUrl, teamEndpoints.resetTwoFactor, { params: { id }, token });

/** Opens the chat socket and asks to join as staff: answers whether it was let in. */
function joinAsStaff(baseUrl: string, token: string): Promise<'joined' | 'refused'> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join_admin', token })));
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; role?: string };
      if (event.type === 'joined' && event.role === 'staff') resolve('joined');
      if (event.type === 'error') resolve('refused');
      if (event.type === 'joined' || event.type === 'error') ws.close();
    });
    ws.once('error', reject);
  });
}

/** Enrols the member of `token`; answers the secret and the recovery codes. */
async function enrol(baseUrl: string, token: string) {
  const { secret, otpauthUrl, qr } = (await startTwoFactor(baseUrl, token)).reply(200);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(qr.length).toBeGreaterThan(20);
  const { recoveryCodes } = (await confirmTwoFactor(baseUrl, token, currentTotp(secret))).reply(200);
  return { secret, recoveryCodes };
}

describe('two-factor sign-in for staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(HIGH_SIGN_IN_LIMITS);
  });
  afterAll(async () => t?.close());

  it('is set up with a code from the authenticator, answers ten recovery codes once, and shows as on', async () => {
    const member = await createTestStaff(t.database.db);
    const token = await signInStaff(t.baseUrl, member.email, member.password);
    const setup = (await startTwoFactor(t.baseUrl, token)).reply(200);
    expect((await confirmTwoFactor(t.baseUrl, token, '000000')).status).toBe(400);
    expect((await me(t.baseUrl, token)).mfaEnabled).toBe(false);
    const codes = (await confirmTwoFactor(t.baseUrl, token, currentTotp(setup.secret))).reply(200).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await me(t.baseUrl, token)).mfaEnabled).toBe(true);
    expect((await startTwoFactor(t.baseUrl, token)).status).toBe(409);
  });

  it('then the sign-in asks for the code (401 mfaRequired), takes a code once, and a recovery code once', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret, recoveryCodes } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const authenticate = (code?: string) => staffSignIn(t.baseUrl, { email: member.email, password: member.password, ...(code ? { code } : {}) });

    const noCode = await authenticate();
    expect(noCode.status).toBe(401);
    expect(noCode.json).toEqual({ message: MFA_CODE_REQUIRED_MESSAGE, mfaRequired: true });
    const wrongPassword = await staffSignIn(t.baseUrl, { email: member.email, password: 'not it at all', code: '123456' });
    expect(wrongPassword.reply(401).mfaRequired).toBeUndefined();
    expect((await authenticate('123456')).reply(401).mfaRequired).toBe(true);

    // The set-up used the current step: the next one signs in, once.
    const next = currentTotp(secret, Date.now() + THIRTY_SECONDS);
    expect((await authenticate(next)).status).toBe(200);
    expect((await authenticate(next)).status).toBe(401);

    expect((await authenticate(recoveryCodes[0].toUpperCase())).status).toBe(200);
    expect((await authenticate(recoveryCodes[0])).status).toBe(401);

    // The landing side's sign-in asks the same.
    const landing = (code?: string) =>
      callApi(t.baseUrl, landingEndpoints.signIn, { body: { email: member.email, password: member.password, code } });
    expect((await landing()).reply(401).mfaRequired).toBe(true);
    expect((await landing(recoveryCodes[1])).status).toBe(200);
  });

  /** `n` six-digit codes that are none of the codes the authenticator shows around now. */
  function wrongCodes(secret: string, n: number): string[] {
    const valid = new Set([-1, 0, 1, 2, 3].map((step) => currentTotp(secret, Date.now() + step * THIRTY_SECONDS)));
    return Array.from({ length: n + valid.size }, (_, i) => String(100_000 + i * 7919))
      .filter((code) => !valid.has(code))
      .slice(0, n);
  }
  const lockNotices = async (email: string) =>
    t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'two_factor_locked')));

  it('locks authenticator codes at the tenth wrong one, however many are sent at once, and emails the member once', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret, recoveryCodes } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const authenticate = (code: string) => staffSignIn(t.baseUrl, { email: member.email, password: member.password, code });

    // Twenty guesses at once (as from many addresses): only ten are ever checked.
    const answers = await Promise.all(wrongCodes(secret, 20).map(authenticate));
    expect(answers.every((answer) => answer.status === 401 && answer.reply(401).mfaRequired === true)).toBe(true);
    const messages = answers.map(messageOf);
    expect(messages.filter((message) => message === MFA_CODE_WRONG_MESSAGE)).toHaveLength(9);
    expect(messages.filter((message) => message === MFA_LOCKED_MESSAGE)).toHaveLength(11);

    // The right code no longer signs in, on either sign-in; the member was told once.
    const next = currentTotp(secret, Date.now() + THIRTY_SECONDS);
    const right = await authenticate(next);
    expect([right.status, messageOf(right)]).toEqual([401, MFA_LOCKED_MESSAGE]);
    const landing = await callApi(t.baseUrl, landingEndpoints.signIn, { body: { email: member.email, password: member.password, code: next } });
    expect([landing.status, messageOf(landing)]).toEqual([401, MFA_LOCKED_MESSAGE]);
    expect(await lockNotices(member.email)).toEqual([{ subject: 'Recourse: Your two-factor codes are locked' }]);

    // A recovery code still signs in, and lifts the lock.
    expect((await authenticate(recoveryCodes[0])).status).toBe(200);
    expect((await authenticate(next)).status).toBe(200);
  });

  it('a right code before the tenth wrong one starts the count again', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const authenticate = (code: string) => staffSignIn(t.baseUrl, { email: member.email, password: member.password, code });
    const [first, second] = [wrongCodes(secret, 9), wrongCodes(secret, 10)];
    for (const code of first) expect(messageOf(await authenticate(code))).toBe(MFA_CODE_WRONG_MESSAGE);
    expect((await authenticate(currentTotp(secret, Date.now() + THIRTY_SECONDS))).status).toBe(200);
    for (const code of second.slice(0, 9)) expect(messageOf(await authenticate(code))).toBe(MFA_CODE_WRONG_MESSAGE);
    expect(messageOf(await authenticate(second[9]))).toBe(MFA_LOCKED_MESSAGE);
    expect(await lockNotices(member.email)).toHaveLength(1);
  });

  it('an admin resetting a locked member lifts the lock: they enrol again', async () => {
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    const member = await createTestStaff(t.database.db);
    const { secret } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    for (const code of wrongCodes(secret, 10)) {
      await staffSignIn(t.baseUrl, { email: member.email, password: member.password, code });
    }
    (await resetTwoFactor(t.baseUrl, adminToken, member.id)).reply(200);
    const again = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const code = currentTotp(again.secret, Date.now() + THIRTY_SECONDS);
    (await staffSignIn(t.baseUrl, { email: member.email, password: member.password, code })).reply(200);
  });

  it('an admin resetting it lets the member sign in with the password alone again', async () => {
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    const member = await createTestStaff(t.database.db);
    await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    (await resetTwoFactor(t.baseUrl, adminToken, member.id)).reply(200);
    expect(typeof (await signInStaff(t.baseUrl, member.email, member.password))).toBe('string');
  });
});

describe('STAFF_MFA_REQUIRED=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...HIGH_SIGN_IN_LIMITS, STAFF_MFA_REQUIRED: 'true' });
  });
  afterAll(async () => t?.close());

  it('lets a member without two-factor in only to enrol; once enrolled, everything their role allows', async () => {
    const member = await createTestStaff(t.database.db);
    const signedIn = (await staffSignIn(t.baseUrl, { email: member.email, password: member.password })).reply(200);
    expect(signedIn.mfaEnrolmentRequired).toBe(true);
    const { token } = signedIn;
    const leads = await callApi(t.baseUrl, leadEndpoints.list, { token });
    expect(leads.status).toBe(403);
    expect(leads.json).toEqual({ message: MFA_ENROLMENT_REQUIRED_MESSAGE, mfaEnrolmentRequired: true });
    expect((await me(t.baseUrl, token)).mfaEnrolmentRequired).toBe(true);

    await enrol(t.baseUrl, token);
    expect((await callApi(t.baseUrl, leadEndpoints.list, { token })).status).toBe(200);
    expect((await me(t.baseUrl, token)).mfaEnrolmentRequired).toBe(false);
  });

  it('keeps a member still to enrol out of the live chat too: no staff socket, no message as the support team', async () => {
    const member = await createTestStaff(t.database.db);
    const { token } = (await staffSignIn(t.baseUrl, { email: member.email, password: member.password })).reply(200);
    const room = await callApi(t.baseUrl, chatEndpoints.openRoom, {
      body: { contactInfo: { firstName: 'Vera', lastName: 'Visitor', email: 'vera.mfa@example.com', phone: '+44 7700 900123' } },
    });
    expect(room.status).toBe(201);
    const sessionId = String(obj(room).sessionId);
    const asSupport = () => callApi(t.baseUrl, chatEndpoints.postMessage, { token, body: { sessionId, senderType: 'admin', message: 'Hello' } });

    expect(await joinAsStaff(t.baseUrl, token)).toBe('refused');
    expect((await asSupport()).status).toBe(403);

    await enrol(t.baseUrl, token);
    expect(await joinAsStaff(t.baseUrl, token)).toBe('joined');
    expect((await asSupport()).status).toBe(201);
  });
});

describe('SECRETS_KEY set: two-factor secrets sealed in the database', () => {
  const KEY = randomBytes(32).toString('base64');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...HIGH_SIGN_IN_LIMITS, SECRETS_KEY: KEY });
  });
  afterAll(async () => t?.close());

  const storedSecret = async (id: number) =>
    (await t.database.db.select({ secret: staffMembers.mfaSecret }).from(staffMembers).where(eq(staffMembers.id, id)))[0]?.secret ?? null;
  const signIn = (email: string, password: string, code: string) => staffSignIn(t.baseUrl, { email, password, code });

  it('stores no trace of the secret the member scanned, and their codes still sign them in', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const stored = await storedSecret(member.id);
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain(secret);
    // The code of the next step: the one used to confirm works only once.
    const reply = await signIn(member.email, member.password, currentTotp(secret, Date.now() + THIRTY_SECONDS));
    expect(reply.status).toBe(200);
  });

  it('a sealed secret copied to another member does not open there: their code is refused', async () => {
    const owner = await createTestStaff(t.database.db);
    const { secret } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, owner.email, owner.password));
    const other = await createTestStaff(t.database.db);
    await t.database.db
      .update(staffMembers)
      .set({ mfaSecret: await storedSecret(owner.id), mfaEnabledAt: new Date().toISOString() })
      .where(eq(staffMembers.id, other.id));
    const reply = await signIn(other.email, other.password, currentTotp(secret, Date.now() + THIRTY_SECONDS));
    expect(reply.status).toBe(401);
  });

  it('a secret stored before the key was set is sealed at the next start and still signs in', async () => {
    const member = await createTestStaff(t.database.db);
    const secret = newTotpSecret(member.email, 'Recourse').secret;
    await t.database.db
      .update(staffMembers)
      .set({ mfaSecret: secret, mfaEnabledAt: new Date().toISOString() })
      .where(eq(staffMembers.id, member.id));
    const restarted = await startAppOnDatabase(t.database, { ...HIGH_SIGN_IN_LIMITS, SECRETS_KEY: KEY });
    try {
      expect(await storedSecret(member.id)).toMatch(/^sealed:v1:/);
      const reply = await staffSignIn(restarted.baseUrl, { email: member.email, password: member.password, code: currentTotp(secret) });
      expect(reply.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('at start, counts the sealed secrets an instance cannot open: no key, or another one', async () => {
    const member = await createTestStaff(t.database.db);
    await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const unreadable = async (sealer: SecretSealer) => (await sealStoredMfaSecrets(t.database.db, sealer)).unreadable;
    const right = await unreadable(secretSealerFor(KEY));
    expect(await unreadable(secretSealerFor(randomBytes(32).toString('base64')))).toBeGreaterThan(right);
    expect(await unreadable(secretSealerFor(undefined))).toBeGreaterThan(right);
    expect(await storedSecret(member.id)).toMatch(/^sealed:v1:/);
  });

  it('a key that is not 32 bytes is refused at start', () => {
    expect(() => parseConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/SECRETS_KEY/);
  });
});
