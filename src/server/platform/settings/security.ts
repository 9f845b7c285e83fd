// Secrets, the first admin, sign-in lifetimes, two-factor and the practice's identity provider.
import { z } from 'zod';
import { emailField } from '../../../contract/shared/fields';
import { offByDefault, optionalHttpUrl, optionalText, positiveInt, setting } from './setting';

export const securitySettings = {
  SECRETS_KEY: setting(
    'security and sign-in',
    'The key (32 random bytes in base64: `openssl rand -base64 32`) that staff two-factor secrets and payout bank accounts are sealed with; unset, they are stored as given.',
    optionalText.refine(
      (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
  ),
  ADMIN_EMAIL: setting(
    'security and sign-in',
    "The first admin's email address, created on a first start with an empty database.",
    // Read by the sign-in forms' own rule (trimmed, lowercased), or that admin could never sign in.
    optionalText.pipe(emailField('must be an email address').optional()),
    { shownDefault: '`admin@localhost.localdomain`', example: 'admin@example.com' },
  ),
  ADMIN_PASSWORD: setting('security and sign-in', "The first admin's password; unset, a one-time password is printed in the log.", optionalText, {
    example: 'change-me-to-something-long',
  }),
  STAFF_TOKEN_IDLE_HOURS: setting(
    'security and sign-in',
    "A staff member's sign-in to the admin panel ends after this many hours unused.",
    positiveInt(12),
  ),
  CLIENT_SESSION_DAYS: setting('security and sign-in', "A client's sign-in lasts this many days.", positiveInt(7)),
  PASSWORD_RESET_MINUTES: setting('security and sign-in', 'How long an emailed password-reset link works, in minutes.', positiveInt(60)),
  STAFF_SESSION_HOURS: setting(
    'security and sign-in',
    'How long a staff sign-in on the landing side (`/api/login`, `/home`) lasts, in hours.',
    positiveInt(12),
  ),
  STAFF_MFA_REQUIRED: setting(
    'security and sign-in',
    '`true`: a staff member without two-factor sign-in can do nothing but enrol (on the profile page).',
    offByDefault,
  ),
  OIDC_ISSUER: setting(
    'security and sign-in',
    "The practice's OpenID Connect provider; with `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET` too, `/api/login` signs staff in there.",
    optionalHttpUrl,
    { example: 'https://login.practice.example' },
  ),
  OIDC_CLIENT_ID: setting('security and sign-in', "Recourse's client ID at the OpenID Connect provider.", optionalText, { example: 'recourse' }),
  OIDC_CLIENT_SECRET: setting('security and sign-in', "Recourse's client secret at the OpenID Connect provider.", optionalText),
  OIDC_AUTO_PROVISION: setting(
    'security and sign-in',
    '`true` creates a caseworker account for a verified email the provider vouches for in one of `OIDC_ALLOWED_DOMAINS`, instead of refusing it.',
    offByDefault,
  ),
  OIDC_ALLOWED_DOMAINS: setting(
    'security and sign-in',
    'The email domains (comma-separated) whose new members `OIDC_AUTO_PROVISION` may create; it needs at least one.',
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .refine(
        (domains) => domains.every((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)),
        'must be email domains, comma-separated (example.org)',
      ),
    { example: 'practice.example' },
  ),
};
