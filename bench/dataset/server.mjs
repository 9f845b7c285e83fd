// The server bench/claims and bench/reports measure, as `npm run serve` (the second half of `npm start`)
// runs it, and the timing of its answers.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, psqlValue } from './recovery.mjs';

/** The settings the server runs with: production, the defaults otherwise (bench/leads does the same). */
export function serverEnv(url, port, dataDir) {
  return {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Mail the server sends (no SMTP: files) goes to a folder of the run's own, not the checkout's ./data.
    DATA_DIR: dataDir,
  };
}

/**
 * One run's output folder (`bench/out/<name>/<stamp>`), a `log` that prints a line and appends it to its
 * summary.txt, and the verdict line, which says how busy the (shared) machine was beside it.
 */
export function benchRun(name) {
  const out = `bench/out/${name}/${new Date().toISOString().replace(/[:.]/g, '-')}`;
  mkdirSync(out, { recursive: true });
  const loadAtStart = os.loadavg()[0].toFixed(2);
  const log = (line) => {
    console.log(line);
    writeFileSync(`${out}/summary.txt`, `${line}\n`, { flag: 'a' });
  };
  const verdict = (pass) =>
    log(`\n${pass ? 'ALL PASS' : 'SOME FAIL'} (load average ${loadAtStart} at the start, ${os.loadavg()[0].toFixed(2)} at the end; ${out})`);
  return { out, log, verdict };
}

/** A temporary data folder for one run. */
export const runDataDir = (name) => mkdtempSync(path.join(os.tmpdir(), `recourse-bench-${name}-`));

/** Compiles the server as `npm start` does (scripts/build-server.mjs -> dist/server/main.mjs). */
export const buildServer = (outfile, entry) =>
  execFileSync('node', ['scripts/build-server.mjs', ...(outfile ? [outfile, entry] : [])], { stdio: 'inherit' });

/**
 * Starts the compiled server with `env` (its access log to `${out}/server.log`), waits until it is ready and
 * the singleton jobs it runs as it starts have finished, and signs the bench's admin in.
 */
export async function startServer({ env, db, out }) {
  const server = spawn('node', ['--enable-source-maps', 'dist/server/main.mjs'], {
    env,
    stdio: ['ignore', openSync(`${out}/server.log`, 'a'), openSync(`${out}/server.log`, 'a')],
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}): see ${out}/server.log`);
    if (i > 1500) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((r) => setTimeout(r, 500));
    quiet = psqlValue(db, 'select count(*) from background_jobs where lease_holder is not null') === '0' ? quiet + 1 : 0;
  }
  const auth = await (
    await fetch(`${base}/api/admin/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
  ).json();
  if (!auth.token) throw new Error(`no staff token: ${JSON.stringify(auth)}`);
  return {
    base,
    headers: { authorization: `Bearer ${auth.token}` },
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times `samples` sequential GETs of each shape (a path, or a function making one) after 3 warm-ups: the
 * full response at the client, on loopback. `describe(body)` says what came back. Logs a table row per
 * shape against `barMs` (p95) and answers whether every shape met it.
 */
export async function timeShapes({ base, headers, shapes, samples, barMs, log, describe }) {
  log(`| shape | p50 ms | p95 ms | p99 ms | max ms | answer | bar p95 <= ${barMs} ms |`);
  log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  let allPass = true;
  const results = {};
  for (const [name, shape] of Object.entries(shapes)) {
    const times = [];
    let answer = '';
    for (let i = 0; i < samples + 3; i++) {
      const url = `${base}${typeof shape === 'function' ? shape() : shape}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      answer = describe(body);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const pass = p95 <= barMs;
    allPass &&= pass;
    results[name] = { p50: percentile(times, 50), p95, p99: percentile(times, 99), max: times.at(-1) };
    log(
      `| ${name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${times.at(-1).toFixed(1)} | ${answer} | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  return { allPass, results };
}
