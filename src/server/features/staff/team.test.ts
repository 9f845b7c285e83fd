import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, NOT_INVITED_MESSAGE, STAFF_EXISTS_MESSAGE, teamMemberSchema, type TeamMember } from '../../../contract/staff/team';
import { api, createTestStaff, signInStaff, signInRequest, mailedLink, setUpAppWithMailAndAdmin, uniqueEmail } from '../../testing';

const t = setUpAppWithMailAndAdmin();

async function invitationToken(to: string): Promise<string> {
  const url = await mailedLink(t.smtp, to);
  expect(url.searchParams.get('invite')).toBe('1');
  return url.searchParams.get('token') ?? '';
}

describe('the team', () => {
  it('an admin invites a caseworker, who chooses a password from the emailed link and signs in', async () => {
    const email = uniqueEmail('Invited.Caseworker');
    const created = await api(t.open.baseUrl, 'POST', '/api/admin/staff', {
      token: t.adminToken,
      body: { email, firstName: 'Ivy', lastName: 'Invited' },
    });
    expect(created.status).toBe(201);
    const member = teamMemberSchema.strict().parse(created.json);
    expect(member).toMatchObject({ email: email.toLowerCase(), isAdmin: false, isActive: true, invitationPending: true, mfaEnabled: false });
    const token = await invitationToken(email.toLowerCase());
    expect(t.smtp.received.find((m) => m.to.includes(email.toLowerCase()))?.subject).toMatch(/invited to the team/);

    const set = await api(t.open.baseUrl, 'POST', '/api/admin/password-reset/confirm', {
      body: { token, password: 'ivy chooses a long passphrase' },
    });
    expect(set.status).toBe(200);
    const ivyToken = await signInStaff(t.open.baseUrl, email, 'ivy chooses a long passphrase');
    // A caseworker sees the active team (to assign leads) but cannot invite.
    const list = await api(t.open.baseUrl, 'GET', '/api/admin/staff', { token: ivyToken });
    expect((list.json as { items: TeamMember[] }).items.every((m) => m.isActive)).toBe(true);
    const invite = await api(t.open.baseUrl, 'POST', '/api/admin/staff', {
      token: ivyToken,
      body: { email: uniqueEmail(), firstName: 'A', lastName: 'B' },
    });
    expect(invite.status).toBe(403);
  });

  it('an invitation sent again replaces the last: only the newest link works, and only while the member has no password', async () => {
    const email = uniqueEmail('re-invited');
    const created = await api(t.open.baseUrl, 'POST', '/api/admin/staff', {
      token: t.adminToken,
      body: { email, firstName: 'Rhea', lastName: 'Resent' },
    });
    const id = (created.json as TeamMember).id;
    const first = await invitationToken(email);
    const again = await api(t.open.baseUrl, 'POST', `/api/admin/staff/${id}/invitation`, { token: t.adminToken });
    expect(again.status).toBe(200);
    const second = (await mailedLink(t.smtp, email, 1)).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    const stale = await api(t.open.baseUrl, 'POST', '/api/admin/password-reset/confirm', {
      body: { token: first, password: 'rhea picks a long passphrase' },
    });
    expect(stale.status).toBe(400);
    const set = await api(t.open.baseUrl, 'POST', '/api/admin/password-reset/confirm', {
      body: { token: second, password: 'rhea picks a long passphrase' },
    });
    expect(set.status).toBe(200);
    const joined = await api(t.open.baseUrl, 'POST', `/api/admin/staff/${id}/invitation`, { token: t.adminToken });
    expect([joined.status, (joined.json as { message: string }).message]).toEqual([409, NOT_INVITED_MESSAGE]);
  });

  it('refuses a second member with the same email (409) and a bad body (400), changing nothing', async () => {
    const existing = await createTestStaff(t.open.database.db);
    const duplicate = await api(t.open.baseUrl, 'POST', '/api/admin/staff', {
      token: t.adminToken,
      body: { email: existing.email.toUpperCase(), firstName: 'D', lastName: 'Up' },
    });
    expect([duplicate.status, duplicate.json]).toEqual([409, { message: STAFF_EXISTS_MESSAGE, field: 'email' }]);
    const before = ((await api(t.open.baseUrl, 'GET', '/api/admin/staff', { token: t.adminToken })).json as { items: unknown[] }).items.length;
    const bad = await api(t.open.baseUrl, 'POST', '/api/admin/staff', {
      token: t.adminToken,
      body: { email: 'nope', firstName: '', lastName: 'X' },
    });
    expect(bad.status).toBe(400);
    const after = ((await api(t.open.baseUrl, 'GET', '/api/admin/staff', { token: t.adminToken })).json as { items: unknown[] }).items.length;
    expect(after).toBe(before);
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

    const off = await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${member.id}`, { token: t.adminToken, body: { active: false } });
    expect(off.status).toBe(200);
    expect(teamMemberSchema.parse(off.json).isActive).toBe(false);
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/me', { token })).status).toBe(401);
    expect((await signInRequest(t.open.baseUrl, member.email, member.password)).status).toBe(401);
    // Well before the 30-second heartbeat.
    const started = Date.now();
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5_000);

    const back = await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${member.id}`, { token: t.adminToken, body: { active: true } });
    expect(back.status).toBe(200);
    // Reactivation does not revive the old token.
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/me', { token })).status).toBe(401);
    expect(await signInStaff(t.open.baseUrl, member.email, member.password)).toBeTruthy();
  });

  it('the last active admin can be neither demoted nor deactivated (409)', async () => {
    const team = ((await api(t.open.baseUrl, 'GET', '/api/admin/staff', { token: t.adminToken })).json as { items: TeamMember[] }).items;
    // Leave exactly one active admin: the signed-in one.
    const me = (await api(t.open.baseUrl, 'GET', '/api/admin/me', { token: t.adminToken })).json as { id: number };
    for (const other of team.filter((m) => m.isAdmin && m.isActive && m.id !== me.id)) {
      expect((await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${other.id}`, { token: t.adminToken, body: { isAdmin: false } })).status).toBe(
        200,
      );
    }
    for (const body of [{ isAdmin: false }, { active: false }]) {
      const refused = await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${me.id}`, { token: t.adminToken, body });
      expect([refused.status, (refused.json as { message: string }).message]).toEqual([409, LAST_ADMIN_MESSAGE]);
    }
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/me', { token: t.adminToken })).json).toMatchObject({ isAdmin: true });
    // With a second admin, the first may step down.
    const second = await createTestStaff(t.open.database.db, { isAdmin: true });
    expect((await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${me.id}`, { token: t.adminToken, body: { isAdmin: false } })).status).toBe(200);
    const secondToken = await signInStaff(t.open.baseUrl, second.email, second.password);
    expect((await api(t.open.baseUrl, 'PATCH', `/api/admin/staff/${me.id}`, { token: secondToken, body: { isAdmin: true } })).status).toBe(200);
  });
});
