import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { databaseSettings } from './settings/database';
import { emailSettings } from './settings/email';
import { limitSettings } from './settings/limits';
import { partnerCrmSettings } from './settings/partner-crm';
import { retentionSettings } from './settings/retention';
import { securitySettings } from './settings/security';
import { serverSettings } from './settings/server';
import type { Setting } from './settings/setting';

/**
 * Every setting an operator may change, read from the environment and checked at start, topic by topic in
 * the order the README lists them (a start refused names the first wrong one).
 */
const settings = {
  ...serverSettings,
  ...databaseSettings,
  ...securitySettings,
  ...emailSettings,
  ...partnerCrmSettings,
  ...retentionSettings,
  ...limitSettings,
};

/** Every setting with what an operator is told of it, by name: what the README's table and `.env.example` are written from. */
export const configSettings: Readonly<Record<string, Setting>> = settings;

type SettingSchemas = { [Name in keyof typeof settings]: (typeof settings)[Name]['schema'] };

const configSchema = z
  .object(Object.fromEntries(Object.entries(settings).map(([name, { schema }]) => [name, schema])) as SettingSchemas)
  .refine((config) => !config.OIDC_AUTO_PROVISION || config.OIDC_ALLOWED_DOMAINS.length > 0, {
    path: ['OIDC_ALLOWED_DOMAINS'],
    message:
      'must list the email domains to provision (comma-separated) when OIDC_AUTO_PROVISION is true, or any verified email becomes a caseworker',
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads `.env` when present (the environment wins), then validates. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFile = '.env'): Config {
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(env);
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  return result.data;
}

/** Where links in emails point: `PUBLIC_URL`, else this server on localhost. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The sender of every email: `MAIL_FROM`, else the practice's name at no-reply of the public host. */
export function mailFrom(config: Config): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = new URL(publicUrl(config)).hostname;
  return `"${config.COMPANY_NAME.replace(/"/g, '')}" <no-reply@${host}>`;
}

/** The retention schedule as the privacy page and the purge use it. */
export function retentionSchedule(config: Config) {
  return {
    leadDays: config.LEAD_RETENTION_DAYS,
    contactDays: config.CONTACT_RETENTION_DAYS,
    chatDays: config.CHAT_RETENTION_DAYS,
    clientYears: config.CLIENT_RETENTION_YEARS,
    complaintYears: config.COMPLAINT_RETENTION_YEARS,
  };
}

export function dataDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR);
}
