import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { createOidc, OidcSignInError, type Oidc } from './oidc';
import { startFakeOidcProvider } from '../../testing/fake-oidc-provider';

const redirectUri = `http://127.0.0.1:5999${landingEndpoints.providerReturn.path}`;
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
let oidc: Oidc;

beforeAll(async () => {
  provider = await startFakeOidcProvider({ clientId: 'recourse', clientSecret: 'a-client-secret-for-tests', redirectUri });
  oidc = createOidc({ issuer: provider.issuer, clientId: 'recourse', clientSecret: 'a-client-secret-for-tests', redirectUri });
});
afterAll(async () => provider?.close());

describe('OpenID Connect sign-in', () => {
  it('sends the browser with PKCE, state and nonce, and answers the verified identity', async () => {
    provider.signInAs({ email: 'Casey.Worker@Example.com', givenName: 'Casey', familyName: 'Worker' });
    const { url, pending } = await oidc.begin();
    const sent = new URL(url);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toBe(pending.state);
    expect(sent.searchParams.get('nonce')).toBe(pending.nonce);
    const callback = await provider.authorize(url);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const identity = await oidc.complete(callback, pending);
    expect(identity).toMatchObject({ email: 'casey.worker@example.com', firstName: 'Casey', lastName: 'Worker' });
  });

  it('refuses a forged state, a replayed code and an unverified email', async () => {
    provider.signInAs({ email: 'someone@example.com' });
    const first = await oidc.begin();
    const callback = await provider.authorize(first.url);
    await expect(oidc.complete(callback, { ...first.pending, state: 'forged' })).rejects.toThrow(/state/);

    const second = await oidc.begin();
    const secondCallback = await provider.authorize(second.url);
    await oidc.complete(secondCallback, second.pending);
    await expect(oidc.complete(secondCallback, second.pending)).rejects.toThrow(/grant/);
    await expect(oidc.complete(secondCallback, second.pending)).rejects.toBeInstanceOf(OidcSignInError);

    provider.signInAs({ email: 'unverified@example.com', emailVerified: false });
    const third = await oidc.begin();
    await expect(oidc.complete(await provider.authorize(third.url), third.pending)).rejects.toThrow(/verified email/);
  });
});
