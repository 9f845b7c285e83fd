// Runs the browser journeys against the built server on a fresh database.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findChromium } from './find-chromium.mjs';

const chromium = await findChromium();
if (!chromium) {
  const how = 'install one with "apt-get install -y chromium" or set CHROMIUM_PATH';
  if (process.env.CI === 'true') {
    console.error(`e2e: no Chromium found (${how}); CI needs it.`);
    process.exit(1);
  }
  console.log(`e2e: skipped, no Chromium found: ${how}.`);
  process.exit(0);
}

// The journeys run the compiled server (as `npm start` does): compiled here so it is never stale.
const built = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const env = { ...process.env, CHROMIUM_PATH: chromium };
// Every run gets its own data folder: uploads, and the mail written as .eml files (no SMTP in the journeys).
const dataDir = mkdtempSync(path.join(tmpdir(), 'recourse-e2e-'));
env.E2E_DATA_DIR = dataDir;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const server = process.env.DATABASE_URL;
  const name = `recourse_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const cleanup = async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
};

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
await cleanup();
process.exit(result.status ?? 1);
