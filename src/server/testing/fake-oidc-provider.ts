import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface FakeOidcAccount {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/**
 * A real OpenID provider (oidc-provider) on loopback. Its login and consent step is automatic: it
 * signs in whichever account `signInAs` named last, so a test drives the whole code flow over HTTP.
 */
export async function startFakeOidcProvider(options: { clientId: string; clientSecret: string; redirectUri: string }) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let account: FakeOidcAccount = { email: 'nobody@example.com' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['fake-oidc-test-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const current = account;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: current.email,
            email_verified: current.emailVerified ?? true,
            given_name: current.givenName,
            family_name: current.familyName,
          };
        },
      };
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const accountId = account.email;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    signInAs(next: FakeOidcAccount) {
      account = next;
    },
    /**
     * Follows the browser's redirects from the authorization URL (keeping the provider's cookies) until
     * the provider sends it to our callback; answers that callback URL.
     */
    async authorize(authorizationUrl: string): Promise<URL> {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url} with ${response.status}: ${await response.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(options.redirectUri)) return next;
        url = next.href;
      }
      throw new Error('too many redirects');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
