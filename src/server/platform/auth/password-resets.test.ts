import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { PASSWORD_RESET_INVALID_MESSAGE } from '../../../contract/shared/password-reset';
import { type PasswordResetEndpoints, passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { staffEndpoints, teamEndpoints } from '../../../contract/staff/endpoints';
import { clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import {
  callApi,
  clientLogin,
  createClientAccount,
  createTestStaff,
  signInStaff,
  messageOf,
  signInClient,
  signInRequest,
  mailedLink,
  setUpAppWithMailAndAdmin,
  startAppWithMail,
  unchecked,
  uniqueEmail,
} from '../../testing';
import { clientAccounts, oneTimeTokens, users as staffMembers } from '../db/schema';
import { hashToken } from './tokens';

// Not the default (60), so the answer is seen to follow the setting.
const t = setUpAppWithMailAndAdmin({ PASSWORD_RESET_MINUTES: '45' });

/** The reset link mailed to `to` (the n-th one), and its token. */
async function mailedToken(to: string, nth = 0): Promise<{ token: string; link: URL }> {
  const link = await mailedLink(t.smtp, to, nth);
  return { token: link.searchParams.get('token') ?? '', link };
}

type Kind = keyof typeof passwordResetEndpoints;
const endpointsOf = (kind: Kind): PasswordResetEndpoints => passwordResetEndpoints[kind];
const requestReset = (kind: Kind, email: string) => callApi(t.open.baseUrl, endpointsOf(kind).request, { body: { email } });
const confirmReset = (kind: Kind, body: BodyOf<PasswordResetEndpoints['confirm']>) => callApi(t.open.baseUrl, endpointsOf(kind).confirm, { body });

/** Asks for a reset link for `email` and returns its token (the n-th link mailed to that address). */
async function askedResetToken(kind: Kind, email: string, nth = 0): Promise<string> {
  await requestReset(kind, email);
  return (await mailedToken(email, nth)).token;
}

const NEW_PASSWORD = 'a brand new passphrase 42';

describe('client password reset', () => {
  it('answers the same bytes for a known and an unknown address, and mails only the known one', async () => {
    const client = await createClientAccount(t.open.baseUrl, t.adminToken);
    const known = await requestReset('client', client.email.toUpperCase());
    const unknown = await requestReset('client', 'nobody.here@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.bytes.equals(unknown.bytes)).toBe(true);
    expect(known.reply(202).message).toBe(
      'If an account exists for that email address, we have sent it a link to choose a new password. It is valid for 45 minutes.',
    );
    const { link } = await mailedToken(client.email);
    expect(link.searchParams.get('kind')).toBe('client');
    // A later message to another address arrives; the unknown one never got any.
    const other = await createClientAccount(t.open.baseUrl, t.adminToken);
    await askedResetToken('client', other.email);
    expect(t.smtp.received.some((m) => m.to.includes('nobody.here@example.com'))).toBe(false);
  });

  it('sets the password once, ends every other session, and refuses a used, expired, unknown or weak attempt', async () => {
    const client = await createClientAccount(t.open.baseUrl, t.adminToken);
    const oldSession = await signInClient(t.open.baseUrl, client.email, client.password);
    const token = await askedResetToken('client', client.email);

    const weak = await confirmReset('client', { token, password: 'password1234' });
    expect([weak.status, messageOf(weak)]).toEqual([400, 'This password is too common: choose one that is harder to guess']);
    const short = await confirmReset('client', { token, password: 'short' });
    expect([short.status, messageOf(short)]).toEqual([400, 'Password must be at least 12 characters']);
    // A staff endpoint does not take a client's link (and does not use it up).
    const wrongKind = await confirmReset('staff', { token, password: NEW_PASSWORD });
    expect([wrongKind.status, messageOf(wrongKind)]).toEqual([400, PASSWORD_RESET_INVALID_MESSAGE]);

    (await confirmReset('client', { token, password: NEW_PASSWORD })).reply(200);
    expect((await callApi(t.open.baseUrl, clientAccountEndpoints.account, { params: { id: client.id }, cookie: oldSession })).status).toBe(401);
    expect((await clientLogin(t.open.baseUrl, client.email, client.password)).status).toBe(401);
    expect((await clientLogin(t.open.baseUrl, client.email, NEW_PASSWORD)).status).toBe(200);

    const again = await confirmReset('client', { token, password: 'yet another passphrase 7' });
    expect([again.status, messageOf(again)]).toEqual([400, PASSWORD_RESET_INVALID_MESSAGE]);
    const unknown = await confirmReset('client', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect([unknown.status, messageOf(unknown)]).toEqual([400, PASSWORD_RESET_INVALID_MESSAGE]);

    const expired = await askedResetToken('client', client.email, 1);
    await t.open.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(expired)));
    const late = await confirmReset('client', { token: expired, password: 'yet another passphrase 7' });
    expect([late.status, messageOf(late)]).toEqual([400, PASSWORD_RESET_INVALID_MESSAGE]);
  });

  it('a bad body is a 400 with a message and sends nothing', async () => {
    const before = t.smtp.received.length;
    const tokensBefore = (await t.open.database.db.select().from(oneTimeTokens)).length;
    const bad = await requestReset('client', 'not an email');
    expect([bad.status, messageOf(bad)]).toEqual([400, 'Valid email is required']);
    const missing = await confirmReset('client', unchecked({ password: NEW_PASSWORD }));
    expect([missing.status, messageOf(missing)]).toEqual([400, 'The reset link is incomplete']);
    expect((await t.open.database.db.select().from(oneTimeTokens)).length).toBe(tokensBefore);
    expect(t.smtp.received.length).toBe(before);
  });
});

describe('staff password reset', () => {
  it('mails a staff link; the new password works, every token of that member ends', async () => {
    const member = await createTestStaff(t.open.database.db);
    const token = await signInStaff(t.open.baseUrl, member.email, member.password);
    (await requestReset('staff', member.email)).reply(202);
    const { token: resetToken, link } = await mailedToken(member.email);
    expect(link.searchParams.get('kind')).toBe('staff');
    (await confirmReset('staff', { token: resetToken, password: NEW_PASSWORD })).reply(200);
    expect((await callApi(t.open.baseUrl, staffEndpoints.me, { token })).status).toBe(401);
    expect((await signInRequest(t.open.baseUrl, member.email, member.password)).status).toBe(401);
    expect(await signInStaff(t.open.baseUrl, member.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('a link whose member was deactivated since sets nothing and says it no longer works', async () => {
    const member = await createTestStaff(t.open.database.db);
    const resetToken = await askedResetToken('staff', member.email);
    await t.open.database.db.update(staffMembers).set({ isActive: false }).where(eq(staffMembers.id, member.id));
    const used = await confirmReset('staff', { token: resetToken, password: NEW_PASSWORD });
    expect([used.status, messageOf(used)]).toEqual([400, PASSWORD_RESET_INVALID_MESSAGE]);
    // Active again, the member still signs in with the password they had: the link set nothing.
    await t.open.database.db.update(staffMembers).set({ isActive: true }).where(eq(staffMembers.id, member.id));
    expect(await signInStaff(t.open.baseUrl, member.email, member.password)).toBeTruthy();
  });

  it('a weak new password is refused when changing it too', async () => {
    const member = await createTestStaff(t.open.database.db);
    const token = await signInStaff(t.open.baseUrl, member.email, member.password);
    const weak = await callApi(t.open.baseUrl, staffEndpoints.changePassword, {
      token,
      body: { currentPassword: member.password, newPassword: 'qwertyuiop123' },
    });
    expect(weak.reply(400).message).toBe('This password is too common: choose one that is harder to guess');
  });
});

describe('a link checked when its page opens', () => {
  /** What the link's page is told about `token` (the body as sent, so nothing more can hide in it). */
  async function linkState(kind: Kind, token: string) {
    const answer = await callApi(t.open.baseUrl, endpointsOf(kind).linkState, { query: { token } });
    return { status: answer.status, body: answer.text, cache: answer.headers.get('cache-control') };
  }
  /** A usable link names only its own account's email: its page says whom the password is for. */
  const usableFor = (email: string) => ({ status: 200, body: JSON.stringify({ usable: true, email }), cache: 'no-store' });
  const SPENT = { status: 200, body: '{"usable":false}', cache: 'no-store' };

  it('a reset link: usable until used, however often its page is opened; then no longer, and never for the other kind', async () => {
    const client = await createClientAccount(t.open.baseUrl, t.adminToken);
    const token = await askedResetToken('client', client.email);
    const USABLE = usableFor(client.email);
    expect(await linkState('client', token)).toEqual(USABLE);
    expect(await linkState('client', token)).toEqual(USABLE);
    expect(await linkState('staff', token)).toEqual(SPENT);
    // Asking did not use it up.
    (await confirmReset('client', { token, password: NEW_PASSWORD })).reply(200);
    expect(await linkState('client', token)).toEqual(SPENT);
  });

  it('an expired, unknown or replaced link, or one whose account was deactivated, gets the same answer', async () => {
    const client = await createClientAccount(t.open.baseUrl, t.adminToken);
    const replaced = await askedResetToken('client', client.email);
    const latest = await askedResetToken('client', client.email, 1);
    const USABLE = usableFor(client.email);
    expect(await linkState('client', replaced)).toEqual(SPENT);
    expect(await linkState('client', latest)).toEqual(USABLE);
    expect(await linkState('client', 'x'.repeat(43))).toEqual(SPENT);

    await t.open.database.db.update(clientAccounts).set({ isActive: false }).where(eq(clientAccounts.id, client.id));
    expect(await linkState('client', latest)).toEqual(SPENT);
    await t.open.database.db.update(clientAccounts).set({ isActive: true }).where(eq(clientAccounts.id, client.id));
    expect(await linkState('client', latest)).toEqual(USABLE);

    await t.open.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(latest)));
    expect(await linkState('client', latest)).toEqual(SPENT);
  });

  it("a staff member's invitation link is checked the same way", async () => {
    const email = uniqueEmail('checked.invite');
    const invited = await callApi(t.open.baseUrl, teamEndpoints.invite, {
      token: t.adminToken,
      body: { email, firstName: 'Cleo', lastName: 'Checked' },
    });
    invited.reply(201);
    const { token, link } = await mailedToken(email.toLowerCase());
    expect(link.searchParams.get('invite')).toBe('1');
    expect(await linkState('staff', token)).toEqual(usableFor(email.toLowerCase()));
    expect(await linkState('client', token)).toEqual(SPENT);
    (await confirmReset('staff', { token, password: NEW_PASSWORD })).reply(200);
    expect(await linkState('staff', token)).toEqual(SPENT);
  });

  it('a link cut short is a 400 with the message the page shows', async () => {
    const short = await callApi(t.open.baseUrl, passwordResetEndpoints.client.linkState, { query: { token: 'abc' } });
    expect([short.status, messageOf(short)]).toEqual([400, 'The reset link is incomplete']);
    const missing = await callApi(t.open.baseUrl, passwordResetEndpoints.staff.linkState, { query: unchecked({}) });
    expect([missing.status, messageOf(missing)]).toEqual([400, 'The reset link is incomplete']);
  });

  it("is rate-limited per address, at the sign-in routes' limit (a counter of its own)", async () => {
    const limited = await startAppWithMail({ SIGN_IN_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const check = await callApi(limited.open.baseUrl, passwordResetEndpoints.client.linkState, { query: { token: 'y'.repeat(43) } });
        statuses.push(check.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the time a reset request takes', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  };

  it.each(['client', 'staff'] as const)('does not tell whether a %s address has an account', async (kind) => {
    const known =
      kind === 'client' ? (await createClientAccount(t.open.baseUrl, t.adminToken)).email : (await createTestStaff(t.open.database.db)).email;
    const unknown = uniqueEmail(`nobody.${kind}`);
    const timed = async (email: string) => {
      const reply = await requestReset(kind, email);
      expect(reply.status).toBe(202);
      // Whatever the server still does after answering is given its time, so it does not land on the next request.
      await new Promise((resolve) => setTimeout(resolve, 25));
      return reply.elapsedMs;
    };
    /** The medians of 30 requests for each address, interleaved (each round in the other order) so a busy moment falls on both alike. */
    const measure = async () => {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let round = 0; round < 30; round += 1) {
        for (const which of round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
          times[which].push(await timed(which === 'known' ? known : unknown));
        }
      }
      return { known: median(times.known), unknown: median(times.unknown) };
    };
    const withinBound = ({ known: a, unknown: b }: { known: number; unknown: number }) =>
      Math.abs(a - b) < 5 && Math.max(a, b) < 1.5 * Math.min(a, b);
    // The other helpers' work on this shared 2-core machine comes in bursts: up to three measurements, one must
    // be within the bound. Doing the link's work before answering was outside it every time (a known address 2-3x slower).
    const measured: { known: number; unknown: number }[] = [];
    while (measured.length < 3 && !measured.some(withinBound)) measured.push(await measure());
    expect(measured.some(withinBound), `medians (ms): ${JSON.stringify(measured)}`).toBe(true);
  });
});
