import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  MFA_CODE_REQUIRED_MESSAGE,
  MFA_CODE_WRONG_MESSAGE,
  MFA_ENROLMENT_REQUIRED_MESSAGE,
  MFA_LOCKED_MESSAGE,
} from '../../../contract/staff/staff';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type SecretSealer, secretSealerFor } from '../../platform/auth/sealed-secrets';
import { sealStoredMfaSecrets } from '../../platform/auth/second-factor';
import { currentTotp, newTotpSecret } from '../../platform/auth/totp';
import { parseConfig } from '../../platform/config';
import { mailOutbox, users } from '../../platform/db/schema';
import {
  api,
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
  const setup = await api(baseUrl, 'POST', '/api/admin/mfa/setup', { token });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qr } = obj(setup) as { secret: string; otpauthUrl: string; qr: boolean[][] };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(qr.length).toBeGreaterThan(20);
  const confirmed = await api(baseUrl, 'POST', '/api/admin/mfa/confirm', { token, body: { code: currentTotp(secret) } });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: obj(confirmed).recoveryCodes as string[] };
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
    const setup = obj(await api(t.baseUrl, 'POST', '/api/admin/mfa/setup', { token })) as { secret: string };
    const wrong = await api(t.baseUrl, 'POST', '/api/admin/mfa/confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(obj(await api(t.baseUrl, 'GET', '/api/admin/me', { token })).mfaEnabled).toBe(false);
    const confirmed = await api(t.baseUrl, 'POST', '/api/admin/mfa/confirm', { token, body: { code: currentTotp(setup.secret) } });
    const codes = obj(confirmed).recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(obj(await api(t.baseUrl, 'GET', '/api/admin/me', { token })).mfaEnabled).toBe(true);
    expect((await api(t.baseUrl, 'POST', '/api/admin/mfa/setup', { token })).status).toBe(409);
  });

  it('then the sign-in asks for the code (401 mfaRequired), takes a code once, and a recovery code once', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret, recoveryCodes } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const authenticate = (code?: string) =>
      api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password, ...(code ? { code } : {}) } });

    const noCode = await authenticate();
    expect(noCode.status).toBe(401);
    expect(noCode.json).toEqual({ message: MFA_CODE_REQUIRED_MESSAGE, mfaRequired: true });
    const wrongPassword = await api(t.baseUrl, 'POST', '/api/admin/authenticate', {
      body: { email: member.email, password: 'not it at all', code: '123456' },
    });
    expect(obj(wrongPassword).mfaRequired).toBeUndefined();
    expect(obj(await authenticate('123456')).mfaRequired).toBe(true);

    // The set-up used the current step: the next one signs in, once.
    const next = currentTotp(secret, Date.now() + THIRTY_SECONDS);
    expect((await authenticate(next)).status).toBe(200);
    expect((await authenticate(next)).status).toBe(401);

    expect((await authenticate(recoveryCodes[0].toUpperCase())).status).toBe(200);
    expect((await authenticate(recoveryCodes[0])).status).toBe(401);

    // The landing side's sign-in asks the same.
    const landing = (code?: string) => api(t.baseUrl, 'POST', '/api/login', { body: { email: member.email, password: member.password, code } });
    expect(obj(await landing()).mfaRequired).toBe(true);
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
    const authenticate = (code: string) =>
      api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password, code } });

    // Twenty guesses at once (as from many addresses): only ten are ever checked.
    const answers = await Promise.all(wrongCodes(secret, 20).map(authenticate));
    expect(answers.every((answer) => answer.status === 401 && obj(answer).mfaRequired === true)).toBe(true);
    const messages = answers.map(messageOf);
    expect(messages.filter((message) => message === MFA_CODE_WRONG_MESSAGE)).toHaveLength(9);
    expect(messages.filter((message) => message === MFA_LOCKED_MESSAGE)).toHaveLength(11);

    // The right code no longer signs in, on either sign-in; the member was told once.
    const next = currentTotp(secret, Date.now() + THIRTY_SECONDS);
    const right = await authenticate(next);
    expect([right.status, messageOf(right)]).toEqual([401, MFA_LOCKED_MESSAGE]);
    const landing = await api(t.baseUrl, 'POST', '/api/login', { body: { email: member.email, password: member.password, code: next } });
    expect([landing.status, messageOf(landing)]).toEqual([401, MFA_LOCKED_MESSAGE]);
    expect(await lockNotices(member.email)).toEqual([{ subject: 'Recourse: Your two-factor codes are locked' }]);

    // A recovery code still signs in, and lifts the lock.
    expect((await authenticate(recoveryCodes[0])).status).toBe(200);
    expect((await authenticate(next)).status).toBe(200);
  });

  it('a right code before the tenth wrong one starts the count again', async () => {
    const member = await createTestStaff(t.database.db);
    const { secret } = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const authenticate = (code: string) =>
      api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password, code } });
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
      await api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password, code } });
    }
    expect((await api(t.baseUrl, 'POST', `/api/admin/staff/${member.id}/mfa/reset`, { token: adminToken })).status).toBe(200);
    const again = await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    const code = currentTotp(again.secret, Date.now() + THIRTY_SECONDS);
    expect(
      (await api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password, code } })).status,
    ).toBe(200);
  });

  it('an admin resetting it lets the member sign in with the password alone again', async () => {
    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    const member = await createTestStaff(t.database.db);
    await enrol(t.baseUrl, await signInStaff(t.baseUrl, member.email, member.password));
    expect((await api(t.baseUrl, 'POST', `/api/admin/staff/${member.id}/mfa/reset`, { token: adminToken })).status).toBe(200);
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
    const signedIn = await api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password } });
    expect(obj(signedIn).mfaEnrolmentRequired).toBe(true);
    const token = String(obj(signedIn).token);
    const leads = await api(t.baseUrl, 'GET', '/api/admin/client-submissions', { token });
    expect(leads.status).toBe(403);
    expect(leads.json).toEqual({ message: MFA_ENROLMENT_REQUIRED_MESSAGE, mfaEnrolmentRequired: true });
    expect(obj(await api(t.baseUrl, 'GET', '/api/admin/me', { token })).mfaEnrolmentRequired).toBe(true);

    await enrol(t.baseUrl, token);
    expect((await api(t.baseUrl, 'GET', '/api/admin/client-submissions', { token })).status).toBe(200);
    expect(obj(await api(t.baseUrl, 'GET', '/api/admin/me', { token })).mfaEnrolmentRequired).toBe(false);
  });

  it('keeps a member still to enrol out of the live chat too: no staff socket, no message as the support team', async () => {
    const member = await createTestStaff(t.database.db);
    const token = String(
      obj(await api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email: member.email, password: member.password } })).token,
    );
    const room = await api(t.baseUrl, 'POST', '/api/chat/room', {
      body: { contactInfo: { firstName: 'Vera', lastName: 'Visitor', email: 'vera.mfa@example.com', phone: '+44 7700 900123' } },
    });
    expect(room.status).toBe(201);
    const sessionId = String(obj(room).sessionId);
    const asSupport = () => api(t.baseUrl, 'POST', '/api/chat/message', { token, body: { sessionId, senderType: 'admin', message: 'Hello' } });

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
    (await t.database.db.select({ secret: users.mfaSecret }).from(users).where(eq(users.id, id)))[0]?.secret ?? null;
  const signIn = (email: string, password: string, code: string) =>
    api(t.baseUrl, 'POST', '/api/admin/authenticate', { body: { email, password, code } });

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
      .update(users)
      .set({ mfaSecret: await storedSecret(owner.id), mfaEnabledAt: new Date().toISOString() })
      .where(eq(users.id, other.id));
    const reply = await signIn(other.email, other.password, currentTotp(secret, Date.now() + THIRTY_SECONDS));
    expect(reply.status).toBe(401);
  });

  it('a secret stored before the key was set is sealed at the next start and still signs in', async () => {
    const member = await createTestStaff(t.database.db);
    const secret = newTotpSecret(member.email, 'Recourse').secret;
    await t.database.db.update(users).set({ mfaSecret: secret, mfaEnabledAt: new Date().toISOString() }).where(eq(users.id, member.id));
    const restarted = await startAppOnDatabase(t.database, { ...HIGH_SIGN_IN_LIMITS, SECRETS_KEY: KEY });
    try {
      expect(await storedSecret(member.id)).toMatch(/^sealed:v1:/);
      const reply = await api(restarted.baseUrl, 'POST', '/api/admin/authenticate', {
        body: { email: member.email, password: member.password, code: currentTotp(secret) },
      });
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
