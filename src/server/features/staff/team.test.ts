import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { staffEndpoints, teamEndpoints as endpoints } from '../../../contract/staff/endpoints';
import { LAST_ADMIN_MESSAGE, NOT_INVITED_MESSAGE, STAFF_EXISTS_MESSAGE, teamMemberSchema } from '../../../contract/staff/team';
import {
  callApi,
  createTestStaff,
  mailedLink,
  messageOf,
  setUpAppWithMailAndAdmin,
  signInRequest,
  signInStaff,
  unchecked,
  uniqueEmail,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const invite = (body: BodyOf<typeof endpoints.invite>, token = t.adminToken) => callApi(t.open.baseUrl, endpoints.invite, { token, body });
const team = async (token = t.adminToken) => (await callApi(t.open.baseUrl, endpoints.list, { token })).reply(200).items;
const update = (id: number, body: BodyOf<typeof endpoints.update>, token = t.adminToken) =>
  callApi(t.open.baseUrl, endpoints.update, { params: { id }, token, body });
const resendInvitation = (id: number) => callApi(t.open.baseUrl, endpoints.resendInvitation, { params: { id }, token: t.adminToken });
const choosePassword = (token: string, password: string) =>
  callApi(t.open.baseUrl, passwordResetEndpoints.staff.confirm, { body: { token, password } });
const me = (token: string) => callApi(t.open.baseUrl, staffEndpoints.me, { token });

async function invitationToken(to: string): Promise<string> {
  const url = await mailedLink(t.smtp, to);
  expect(url.searchParams.get('invite')).toBe('1');
  return url.searchParams.get('token') ?? '';
}

describe('the team', () => {
  it('an admin invites a caseworker, who chooses a password from the emailed link and signs in', async () => {
    const email = uniqueEmail('Invited.Caseworker');
    const created = await invite({ email, firstName: 'Ivy', lastName: 'Invited' });
    created.reply(201);
    const member = teamMemberSchema.strict().parse(created.json);
    expect(member).toMatchObject({ email: email.toLowerCase(), isAdmin: false, isActive: true, invitationPending: true, mfaEnabled: false });
    const token = await invitationToken(email.toLowerCase());
    expect(t.smtp.received.find((m) => m.to.includes(email.toLowerCase()))?.subject).toMatch(/invited to the team/);

    (await choosePassword(token, 'ivy chooses a long passphrase')).reply(200);
    const ivyToken = await signInStaff(t.open.baseUrl, email, 'ivy chooses a long passphrase');
    // A caseworker sees the active team (to assign leads) but cannot invite.
    expect((await team(ivyToken)).every((m) => m.isActive)).toBe(true);
    expect((await invite({ email: uniqueEmail(), firstName: 'A', lastName: 'B' }, ivyToken)).status).toBe(403);
  });

  it('an invitation sent again replaces the last: only the newest link works, and only while the member has no password', async () => {
    const email = uniqueEmail('re-invited');
    const { id } = (await invite({ email, firstName: 'Rhea', lastName: 'Resent' })).reply(201);
    const first = await invitationToken(email);
    (await resendInvitation(id)).reply(200);
    const second = (await mailedLink(t.smtp, email, 1)).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    expect((await choosePassword(first, 'rhea picks a long passphrase')).status).toBe(400);
    (await choosePassword(second, 'rhea picks a long passphrase')).reply(200);
    const joined = await resendInvitation(id);
    expect([joined.status, messageOf(joined)]).toEqual([409, NOT_INVITED_MESSAGE]);
  });

  it('refuses a second member with the same email (409) and a bad body (400), changing nothing', async () => {
    const existing = await createTestStaff(t.open.database.db);
    const duplicate = await invite({ email: existing.email.toUpperCase(), firstName: 'D', lastName: 'Up' });
    expect([duplicate.status, duplicate.json]).toEqual([409, { message: STAFF_EXISTS_MESSAGE, field: 'email' }]);
    const before = (await team()).length;
    expect((await invite(unchecked({ email: 'nope', firstName: '', lastName: 'X' }))).status).toBe(400);
    expect((await team()).length).toBe(before);
  });

  it('deactivating a member ends their tokens and their chat sockets at once', async () => {
    const member = await createTestStaff(t.open.database.db);
    const token = await signInStaff(t.open.baseUrl, member.email, member.password);
    const ws = new WebSocket(`${t.open.baseUrl.replace(/^http/, 'ws')}/ws`);
    const events: string[] = [];
    ws.on('message', (data) => events.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'join_admin', token }));
    await expect.poll(() => events.some((e) => e.includes('"joined"'))).toBe(true);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    expect((await update(member.id, { active: false })).reply(200).isActive).toBe(false);
    expect((await me(token)).status).toBe(401);
    expect((await signInRequest(t.open.baseUrl, member.email, member.password)).status).toBe(401);
    // Well before the 30-second heartbeat.
    const started = Date.now();
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5_000);

    (await update(member.id, { active: true })).reply(200);
    // Reactivation does not revive the old token.
    expect((await me(token)).status).toBe(401);
    expect(await signInStaff(t.open.baseUrl, member.email, member.password)).toBeTruthy();
  });

  it('the last active admin can be neither demoted nor deactivated (409)', async () => {
    const members = await team();
    // Leave exactly one active admin: the signed-in one.
    const { id } = (await me(t.adminToken)).reply(200);
    for (const other of members.filter((m) => m.isAdmin && m.isActive && m.id !== id)) {
      (await update(other.id, { isAdmin: false })).reply(200);
    }
    for (const body of [{ isAdmin: false }, { active: false }]) {
      const refused = await update(id, body);
      expect([refused.status, messageOf(refused)]).toEqual([409, LAST_ADMIN_MESSAGE]);
    }
    expect((await me(t.adminToken)).reply(200)).toMatchObject({ isAdmin: true });
    // With a second admin, the first may step down.
    const second = await createTestStaff(t.open.database.db, { isAdmin: true });
    (await update(id, { isAdmin: false })).reply(200);
    const secondToken = await signInStaff(t.open.baseUrl, second.email, second.password);
    (await update(id, { isAdmin: true }, secondToken)).reply(200);
  });
});
