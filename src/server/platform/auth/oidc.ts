import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback, e.g. https://help.example.org/api/callback */
  redirectUri: string;
}

/** What the browser's sign-in attempt must bring back: kept server-side, tied to the browser by a cookie. */
export interface PendingOidcSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export class OidcSignInError extends Error {}

/** The library's message with its code and the cause's message (for the log; the browser gets a plain refusal). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'The sign-in could not be completed';
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  const detail =
    cause instanceof Error
      ? cause.message
      : typeof cause === 'object' && cause && 'error' in cause
        ? String((cause as { error: unknown }).error)
        : '';
  return [typeof code === 'string' ? code : '', error.message, detail].filter(Boolean).join(': ');
}

const isLoopback = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * OpenID Connect authorization-code sign-in with PKCE, state and nonce. The provider is discovered
 * on first use (and again after a failure), so a provider that is down at start does not stop the server.
 */
export function createOidc(settings: OidcSettings) {
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      const issuer = new URL(settings.issuer);
      discovered = client
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
    }
    return discovered;
  }

  return {
    /** The provider's authorization URL to send the browser to, and what to remember until it comes back. */
    async begin(): Promise<{ url: string; pending: PendingOidcSignIn }> {
      const config = await configuration();
      const pending = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /**
     * Exchanges the code of the callback URL for verified claims. A state or nonce that does not match,
     * a code used before, or an email the provider has not verified is refused.
     */
    async complete(callbackUrl: URL, pending: PendingOidcSignIn): Promise<OidcIdentity> {
      const config = await configuration();
      let claims: Record<string, unknown> & { sub: string };
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new OidcSignInError('The identity provider sent no ID token');
        // Providers put email and names in the ID token or only behind the userinfo endpoint: read both.
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...idToken, ...userInfo, sub: idToken.sub };
      } catch (error) {
        if (error instanceof OidcSignInError) throw error;
        throw new OidcSignInError(describe(error));
      }
      if (typeof claims.email !== 'string' || claims.email_verified !== true) {
        throw new OidcSignInError('The identity provider did not give a verified email address');
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return { subject: claims.sub, email: claims.email.toLowerCase(), firstName: text(claims.given_name), lastName: text(claims.family_name) };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
