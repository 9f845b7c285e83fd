import { describe, expect, it } from 'vitest';
import { ConfigError, mailFrom, parseConfig, publicUrl } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('parseConfig', () => {
  it('gives every setting a working default', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: 5000,
      DATA_DIR: './data',
      COMPANY_NAME: 'Recourse',
      CASE_ID_PREFIX: 'RC',
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 65_536,
      INTAKE_RATE_LIMIT_MAX: 10,
      CONTACT_RATE_LIMIT_MAX: 10,
      WEB_DIR: 'dist/web',
    });
    expect(config.DATABASE_URL).toBeUndefined(); // the embedded database
    expect(config.PARTNER_NAME).toBeUndefined();
  });

  it('reads overrides from the environment, as strings', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/recourse',
      DATA_DIR: '/var/lib/recourse',
      TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,fd00::/8',
      INTAKE_RATE_LIMIT_MAX: '250',
      PARTNER_NAME: '  Acme Partners  ',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db.internal:5432/recourse',
      DATA_DIR: '/var/lib/recourse',
      TRUST_PROXY: ['10.0.0.2', '192.168.0.0/16', 'fd00::/8'],
      INTAKE_RATE_LIMIT_MAX: 250,
      PARTNER_NAME: 'Acme Partners',
    });
    expect(parseConfig({ DATABASE_URL: 'postgresql://x/y' }).DATABASE_URL).toBe('postgresql://x/y');
  });

  it('treats blank optional settings as unset (embedded database, no partner)', () => {
    const config = parseConfig({ DATABASE_URL: '  ', PARTNER_NAME: '', ADMIN_EMAIL: ' ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PARTNER_NAME).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'localhost:5432'],
    ['INTAKE_RATE_LIMIT_MAX', '0'],
    ['CASE_ID_PREFIX', 'abc'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,,10.0.0.1'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%j with one clear line naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name}\\b`));
    expect(error.message).not.toContain('\n');
    expect(error.message.length).toBeLessThan(200);
  });

  it('TRUST_PROXY: false, or addresses, CIDRs and named ranges as Fastify reads them', () => {
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: '::1,10.0.0.0/255.0.0.0,loopback' }).TRUST_PROXY).toEqual(['::1', '10.0.0.0/255.0.0.0', 'loopback']);
    expect(configError({ TRUST_PROXY: 'true' }).message).toMatch(/^Invalid configuration: TRUST_PROXY must be false or the proxy's address/);
  });

  it('says what a bad DATABASE_URL must look like', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toBe('Invalid configuration: DATABASE_URL must start with postgres://');
  });

  it('REDIS_URL: unset by default (limits count in the database), else a redis:// or rediss:// URL', () => {
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({}).REDIS_KEY_PREFIX).toBe('recourse:');
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseConfig({ REDIS_URL: 'rediss://u:p@cache.example.org:6380/2' }).REDIS_URL).toBe('rediss://u:p@cache.example.org:6380/2');
    expect(configError({ REDIS_URL: '127.0.0.1:6379' }).message).toBe('Invalid configuration: REDIS_URL must start with redis:// or rediss://');
  });

  it('OIDC_AUTO_PROVISION=true needs OIDC_ALLOWED_DOMAINS: without it the start stops with one line', () => {
    const envs: Record<string, string>[] = [{ OIDC_AUTO_PROVISION: 'true' }, { OIDC_AUTO_PROVISION: 'true', OIDC_ALLOWED_DOMAINS: ' , ' }];
    for (const env of envs) {
      const { message } = configError(env);
      expect(message).toBe(
        'Invalid configuration: OIDC_ALLOWED_DOMAINS must list the email domains to provision (comma-separated) when OIDC_AUTO_PROVISION is true, or any verified email becomes a caseworker',
      );
    }
    expect(
      parseConfig({ OIDC_AUTO_PROVISION: 'true', OIDC_ALLOWED_DOMAINS: ' Practice.example, @branch.practice.example ' }).OIDC_ALLOWED_DOMAINS,
    ).toEqual(['practice.example', 'branch.practice.example']);
    expect(parseConfig({}).OIDC_ALLOWED_DOMAINS).toEqual([]);
    expect(configError({ OIDC_ALLOWED_DOMAINS: 'practice.example, not a domain' }).message).toMatch(
      /^Invalid configuration: OIDC_ALLOWED_DOMAINS must be email domains/,
    );
  });

  it('mail and sign-in settings: defaults, links and sender', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PASSWORD_RESET_MINUTES: 60, STAFF_MFA_REQUIRED: false, OIDC_AUTO_PROVISION: false, MAIL_MAX_ATTEMPTS: 8 });
    expect(config.SMTP_URL).toBeUndefined();
    expect(publicUrl(config)).toBe('http://localhost:5000');
    expect(mailFrom(config)).toBe('"Recourse" <no-reply@localhost>');
    const configured = parseConfig({
      PUBLIC_URL: 'https://help.example.org/',
      COMPANY_NAME: 'Acme "Recovery"',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
    });
    expect(publicUrl(configured)).toBe('https://help.example.org');
    expect(mailFrom(configured)).toBe('"Acme Recovery" <no-reply@help.example.org>');
    expect(configError({ SMTP_URL: 'http://mail' }).message).toBe('Invalid configuration: SMTP_URL must start with smtp:// or smtps://');
    expect(configError({ STAFF_NOTIFY_EMAIL: 'desk' }).message).toBe('Invalid configuration: STAFF_NOTIFY_EMAIL must be an email address');
    expect(configError({ PUBLIC_URL: 'help.example.org' }).message).toBe('Invalid configuration: PUBLIC_URL must be an http(s) URL');
  });

  it('client updates are due every CLIENT_UPDATE_DAYS, 30 by default and at least 1', () => {
    expect(parseConfig({}).CLIENT_UPDATE_DAYS).toBe(30);
    expect(parseConfig({ CLIENT_UPDATE_DAYS: '7' }).CLIENT_UPDATE_DAYS).toBe(7);
    expect(configError({ CLIENT_UPDATE_DAYS: '0' }).message).toMatch(/^Invalid configuration: CLIENT_UPDATE_DAYS/);
  });

  it('SEARCH_INDEX_CLEAN_MS: 100 by default (a move of more waiting search entries holds new assessments up longer), 0 turns it off', () => {
    expect(parseConfig({}).SEARCH_INDEX_CLEAN_MS).toBe(100);
    expect(parseConfig({ SEARCH_INDEX_CLEAN_MS: '0' }).SEARCH_INDEX_CLEAN_MS).toBe(0);
  });

  it('COMPLAINT_RETENTION_YEARS: 3 by default, never less (a complaint record is kept three years after it closes)', () => {
    expect(parseConfig({}).COMPLAINT_RETENTION_YEARS).toBe(3);
    expect(parseConfig({ COMPLAINT_RETENTION_YEARS: '5' }).COMPLAINT_RETENTION_YEARS).toBe(5);
    expect(configError({ COMPLAINT_RETENTION_YEARS: '2' }).message).toBe(
      'Invalid configuration: COMPLAINT_RETENTION_YEARS must be at least 3: complaint records are kept three years after they close (FCA DISP 1.9)',
    );
  });

  it('ADMIN_EMAIL must be an address the sign-in form accepts (the first admin could not sign in otherwise)', () => {
    expect(parseConfig({ ADMIN_EMAIL: 'ops@example.org' }).ADMIN_EMAIL).toBe('ops@example.org');
    // Read as the sign-in forms read an address: trimmed and lowercased, at most 254 characters.
    expect(parseConfig({ ADMIN_EMAIL: ' Admin@Example.COM ' }).ADMIN_EMAIL).toBe('admin@example.com');
    expect(
      configError({ ADMIN_EMAIL: `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.org` }).message,
    ).toBe('Invalid configuration: ADMIN_EMAIL must be an email address');
    for (const email of ['notanemail', 'admin@localhost']) {
      expect(configError({ ADMIN_EMAIL: email }).message).toBe('Invalid configuration: ADMIN_EMAIL must be an email address');
    }
  });

  it('STAFF_NOTIFY_EMAIL is read by the same rule as ADMIN_EMAIL: trimmed, lowercased, at most 254 characters', () => {
    expect(parseConfig({}).STAFF_NOTIFY_EMAIL).toBeUndefined();
    expect(parseConfig({ STAFF_NOTIFY_EMAIL: ' Desk@Practice.Example ' }).STAFF_NOTIFY_EMAIL).toBe('desk@practice.example');
    expect(
      configError({ STAFF_NOTIFY_EMAIL: `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.org` }).message,
    ).toBe('Invalid configuration: STAFF_NOTIFY_EMAIL must be an email address');
  });

  it('BANK_HOLIDAYS takes comma-separated dates and refuses anything else', () => {
    expect(parseConfig({}).BANK_HOLIDAYS).toBeUndefined();
    expect(parseConfig({ BANK_HOLIDAYS: '2026-12-25, 2026-12-28' }).BANK_HOLIDAYS).toBe('2026-12-25, 2026-12-28');
    expect(configError({ BANK_HOLIDAYS: '2026-12-25,Boxing Day' }).message).toBe(
      'Invalid configuration: BANK_HOLIDAYS must be comma-separated dates (YYYY-MM-DD)',
    );
    // A day the calendar does not have would never match a deadline's day: refused, not ignored.
    for (const day of ['2026-02-30', '2026-04-31', '2027-02-29']) {
      expect(configError({ BANK_HOLIDAYS: `2026-12-25,${day}` }).message).toBe(
        'Invalid configuration: BANK_HOLIDAYS must be comma-separated dates (YYYY-MM-DD)',
      );
    }
    expect(parseConfig({ BANK_HOLIDAYS: '2028-02-29' }).BANK_HOLIDAYS).toBe('2028-02-29');
  });
});
