import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_CRM_PORT, E2E_CRM_TOKEN, E2E_DATA_DIR } from './e2e/fixtures';

const port = Number(process.env.E2E_PORT ?? 5100);
const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // The journeys submit many forms and sign the same staff member in many times, from one address.
  INTAKE_RATE_LIMIT_MAX: '1000',
  CONTACT_RATE_LIMIT_MAX: '1000',
  SIGN_IN_RATE_LIMIT_MAX: '1000',
  SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '1000',
  CHAT_MESSAGE_RATE_LIMIT_MAX: '1000',
  CHAT_ROOM_RATE_LIMIT_MAX: '1000',
  PARTNER_NAME: 'Example Partner LLP',
  // The first admin, created on the empty database (the staff journeys sign in with it).
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  // The partner CRM: a fake the CRM journey starts on this port; quick polling and retries so jobs finish fast.
  CRM_URL: `http://127.0.0.1:${E2E_CRM_PORT}/register`,
  CRM_TOKEN: E2E_CRM_TOKEN,
  CRM_POLL_MS: '200',
  CRM_RETRY_BASE_MS: '100',
  CRM_MAX_ATTEMPTS: '2',
  // Links in emails point at this server; mail goes out at once.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  MAIL_POLL_MS: '200',
  // Bank details given for payouts are sealed with it, as in production (a test key, nothing else).
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
// Uploads and the mail (.eml files, read by e2e/support/mail.ts) go to the run's own folder.
serverEnv.DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The server as `npm start` runs it: compiled (scripts/run-e2e.mjs builds it first), run by node.
  webServer: {
    command: 'node --enable-source-maps dist/server/main.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
