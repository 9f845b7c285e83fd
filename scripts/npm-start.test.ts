import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { accountEndpoints } from '../src/contract/accounts/endpoints';
import { claimEndpoints, paymentEndpoints } from '../src/contract/claims/endpoints';
import { claimPackEndpoints } from '../src/contract/claims/pack-endpoints';
import { staffEndpoints } from '../src/contract/staff/endpoints';
import { callApi, freePort } from '../src/server/testing';

// `npm start` is what ships and what the benchmarks measure: the web app built, then the compiled
// server run by plain node with NODE_ENV=production, on the embedded database when DATABASE_URL is unset.
const root = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** A script with every `npm run x` in it replaced by x's own command, recursively. */
function expand(name: string): string {
  return scripts[name].replace(/npm run ([\w:-]+)/g, (_, inner: string) => `(${expand(inner)})`);
}

/** Every process started, directly or not, by `pid`. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state, ppid, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const readProc = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);

describe('the scripts', () => {
  it('npm start builds the web app and the server, then serves the compiled server with node, not tsx', () => {
    const start = expand('start');
    expect(start).toMatch(/vite build/);
    expect(start).toMatch(/scripts\/build-server\.mjs/);
    expect(start).toMatch(/NODE_ENV=production node (--[\w-]+ )*dist\/server\/main\.mjs/);
    expect(start).not.toMatch(/tsx/);
    expect(expand('dev')).toMatch(/^tsx watch src\/server\/main\.ts$/);
  });
});

const ADMIN = { email: 'first.admin@start.example', password: 'Quayside-lantern-9041-orbit' };

describe('npm run serve (the serving half of npm start)', () => {
  let server: ChildProcess;
  let output = '';
  let port = 0;
  let dataDir = '';

  beforeAll(async () => {
    const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'recourse-start-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Blank is unset (the embedded database), and wins over a DATABASE_URL in a developer's .env.
    env.DATABASE_URL = '';
    server = spawn('npm', ['run', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const until = Date.now() + 50_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (ready?.status === 200) break;
      if (server.exitCode !== null || Date.now() > until) throw new Error(`the server did not become ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 60_000);

  afterAll(async () => {
    if (server?.pid) {
      for (const pid of descendants(server.pid).reverse()) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs dist/server/main.mjs with plain node and NODE_ENV=production, on the embedded database', async () => {
    const processes = descendants(server.pid ?? 0).map((pid) => ({ pid, argv: readProc(pid, 'cmdline') }));
    expect(processes.some(({ argv }) => argv.some((arg) => /tsx/.test(arg)))).toBe(false);
    // npm's shell runs the script; the server is the node process below it.
    const serving = processes.find(({ argv }) => path.basename(argv[0]) === 'node' && argv.at(-1)?.endsWith('dist/server/main.mjs'));
    expect(serving, JSON.stringify(processes)).toBeDefined();
    expect(readProc(serving?.pid ?? 0, 'environ')).toContain('NODE_ENV=production');
    expect(output).toContain('(embedded database)');
    const site = await fetch(`http://127.0.0.1:${port}/api/site`);
    expect(site.status).toBe(200);
  });

  it("writes a claim's evidence pack in the fonts copied beside the compiled server", async () => {
    const base = `http://127.0.0.1:${port}`;
    const token = (await callApi(base, staffEndpoints.signIn, { body: ADMIN })).reply(200).token;
    const { account } = (
      await callApi(base, accountEndpoints.create, { body: { email: 'pack.client@start.example', currency: 'EUR' }, token })
    ).reply(201);
    const paid = (
      await callApi(base, paymentEndpoints.record, {
        params: { id: account.id },
        body: {
          paidAt: '2026-01-05',
          amount: '900.00',
          currency: 'EUR',
          method: 'international_transfer',
          payerInstitution: 'Alior Bank',
          payee: 'ООО «Альфа Инвест»',
        },
        token,
      })
    ).reply(201);
    const claim = (
      await callApi(base, claimEndpoints.open, {
        params: { id: account.id },
        body: { type: 'app_reimbursement', counterparty: 'Banque Crédit Łódź', paymentIds: [paid.id] },
        token,
      })
    ).reply(201);
    const pack = await callApi(base, claimPackEndpoints.pdf, { params: { id: claim.id }, token });
    expect(pack.status, pack.text.slice(0, 300)).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pack.bytes)), { mergePages: true });
    expect(text).toContain('To: Banque Crédit Łódź');
    expect(text.replace(/\s+/g, ' ')).toContain('ООО «Альфа Инвест»');
  });

  it('a database that cannot be used, or a port already taken, stops the compiled server with one line and exit code 1', () => {
    const run = (env: Record<string, string>) =>
      spawnSync('node', ['dist/server/main.mjs'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, HOST: '127.0.0.1', ...env },
      });
    const missing = run({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/recourse_no_such_database', PORT: '0' });
    expect([missing.status, missing.stderr.trim().split('\n')]).toEqual([
      1,
      [
        'Cannot start: the database at 127.0.0.1:5432/recourse_no_such_database cannot be used: database "recourse_no_such_database" does not exist',
      ],
    ]);
    // The port of the server started above, on its own embedded database.
    const taken = run({ DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'second'), PORT: String(port) });
    expect([taken.status, taken.stderr.trim().split('\n')]).toEqual([1, [`Cannot start: port ${port} on 127.0.0.1 is already in use (set PORT)`]]);
  }, 60_000);
});
