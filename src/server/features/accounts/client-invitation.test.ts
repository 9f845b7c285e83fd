import { describe, expect, it } from 'vitest';
import { accountEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { callApi, clientLogin, mailedLink, obj, quickClient, signInClient, setUpAppWithMailAndAdmin, uniqueEmail } from '../../testing';

const t = setUpAppWithMailAndAdmin();

const createAccount = (body: BodyOf<typeof accountEndpoints.create>) =>
  callApi(t.open.baseUrl, accountEndpoints.create, { token: t.adminToken, body });
const clientSession = (cookie: string) => callApi(t.open.baseUrl, clientAccountEndpoints.session, { cookie });
const setActive = (id: number, isActive: boolean) =>
  callApi(t.open.baseUrl, accountEndpoints.update, { params: { id }, token: t.adminToken, body: { isActive } });

describe('a client account created without a password', () => {
  it('emails the client an invitation link; the account opens only once they chose a password there', async () => {
    const email = uniqueEmail('invited');
    const created = await createAccount({ email });
    expect(created.reply(201).message).toContain('emailed a link to choose a password');

    const link = await mailedLink(t.smtp, email);
    expect(link.searchParams.get('kind')).toBe('client');
    expect(link.searchParams.get('invite')).toBe('1');
    const mail = t.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.text).toMatch(/never ask you to pay/i);

    // No password yet: nothing signs in, not even an empty one.
    expect((await clientLogin(t.open.baseUrl, email, '')).status).toBe(400);
    expect((await clientLogin(t.open.baseUrl, email, 'a guess at the password')).status).toBe(401);

    const password = 'my own chosen passphrase';
    const confirmed = await callApi(t.open.baseUrl, passwordResetEndpoints.client.confirm, {
      body: { token: link.searchParams.get('token') ?? '', password },
    });
    expect(confirmed.status).toBe(200);
    const cookie = await signInClient(t.open.baseUrl, email, password);
    expect((await clientSession(cookie)).reply(200)).toMatchObject({ email });
  });

  it('an invitation link stops working once the client chose a password through a reset link', async () => {
    const email = uniqueEmail('invited-reset');
    expect((await createAccount({ email })).status).toBe(201);
    const invitation = await mailedLink(t.smtp, email);
    expect((await callApi(t.open.baseUrl, passwordResetEndpoints.client.request, { body: { email } })).status).toBe(202);
    const reset = await mailedLink(t.smtp, email, 1);
    const password = 'chosen through the reset';
    const confirm = (link: URL, chosen: string) =>
      callApi(t.open.baseUrl, passwordResetEndpoints.client.confirm, { body: { token: link.searchParams.get('token') ?? '', password: chosen } });
    expect((await confirm(reset, password)).status).toBe(200);

    const check = await callApi(t.open.baseUrl, passwordResetEndpoints.client.linkState, {
      query: { token: invitation.searchParams.get('token') ?? '' },
    });
    expect(obj(check).usable).toBe(false);
    expect((await confirm(invitation, 'someone else chose this')).status).toBe(400);
    expect((await clientLogin(t.open.baseUrl, email, 'someone else chose this')).status).toBe(401);
    expect(await signInClient(t.open.baseUrl, email, password)).toMatch(/^recourse_session=/);
  });

  it('updating an existing account without a password keeps its password and its sessions', async () => {
    const email = uniqueEmail('kept');
    const password = 'the original passphrase';
    await createAccount({ email, password });
    const cookie = await signInClient(t.open.baseUrl, email, password);
    const updated = await createAccount({ email });
    expect(updated.status).toBe(200);
    expect((await clientSession(cookie)).status).toBe(200);
    expect((await clientLogin(t.open.baseUrl, email, password)).status).toBe(200);
  });
});

describe('deactivating a client account', () => {
  it('ends its sessions for good: reactivating the account does not revive them', async () => {
    const client = await quickClient(t.open.database.db);
    expect((await clientSession(client.cookie)).status).toBe(200);
    expect((await setActive(client.id, false)).status).toBe(200);
    expect((await clientSession(client.cookie)).status).toBe(401);
    expect((await setActive(client.id, true)).status).toBe(200);
    expect((await clientSession(client.cookie)).status).toBe(401);
  });
});
