// Landing page benchmark against its bar:
//   initial JS <= 90 KB gzip (before the load event, and the app's script asked for after first paint); admin and portal code-split (not loaded on /); LCP <= 1 s in headless Chromium;
//   Lighthouse mobile performance >= 95 (the default mobile preset: emulated phone, simulated slow 4G and 4x CPU
//   slowdown; performance category only; median of LIGHTHOUSE_RUNS runs, each in a fresh headless Chromium).
// Builds nothing: run `npm run build` first. Starts the built server as `npm run serve` does
// (`node --enable-source-maps dist/server/main.mjs`, serving dist/web) on a free port with a fresh database: PostgreSQL when DATABASE_URL is set (a new
// database on that server, dropped afterwards), else the embedded one in a temporary directory.
// Every page load is cold: a new browser context (empty HTTP cache) per load.
// Usage: npm run bench:landing   knobs: LOADS (5), VIEWPORTS ("1280x800,375x800"), LIGHTHOUSE_RUNS (3), CHROMIUM_PATH,
// DATABASE_URL, WEB_DIR.
// Prints a summary (and writes it with JSON detail to bench/out/landing/<stamp>/); exit 1 on any FAIL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The built app: dist/web, or WEB_DIR (as the server reads it), e.g. a copy kept apart from concurrent builds.
const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
const assetsDir = path.join(webDir, 'assets');
const BAR_INITIAL_JS_BYTES = 90 * 1024;
const BAR_LCP_MS = 1000;
const BAR_LIGHTHOUSE = 95;
const LOADS = Number(process.env.LOADS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const VIEWPORTS = (process.env.VIEWPORTS ?? '1280x800,375x800').split(',').map((v) => {
  const [width, height] = v.split('x').map(Number);
  return { width, height };
});
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench/out/landing', stamp);

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error(`bench:landing: ${webDir}/index.html is missing; run \`npm run build\` first.`);
  process.exit(2);
}
const serverEntry = path.join(root, 'dist/server/main.mjs');
if (!existsSync(serverEntry)) {
  console.error(`bench:landing: ${serverEntry} is missing; run \`npm run build\` first.`);
  process.exit(2);
}
if (!existsSync(chromiumPath)) {
  console.error(`bench:landing: no Chromium at ${chromiumPath}; set CHROMIUM_PATH.`);
  process.exit(2);
}

// ---- the built files ------------------------------------------------------------------------
const jsFiles = readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
const gzipBytes = new Map(jsFiles.map((f) => [f, gzipSync(readFileSync(path.join(assetsDir, f)), { level: 9 }).length]));
const rawBytes = new Map(jsFiles.map((f) => [f, readFileSync(path.join(assetsDir, f)).length]));
const importsOf = (pattern) =>
  new Map(
    jsFiles.map((f) => {
      const code = readFileSync(path.join(assetsDir, f), 'utf8');
      return [f, new Set([...code.matchAll(pattern)].map((m) => m[1]))];
    }),
  );
const staticImports = importsOf(/(?:from|import)\s*"\.\/([^"]+\.js)"/g);
const dynamicImports = importsOf(/import\(\s*["`]\.\/([^"`]+\.js)["`]\s*\)/g);
function closure(start, { dynamic = false, stopAt = new Set() } = {}) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || stopAt.has(f) || !staticImports.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports.get(f));
    if (dynamic) stack.push(...dynamicImports.get(f));
  }
  return seen;
}
// The lazy route chunks of the admin panel and the client portal (named after their page modules),
// and every chunk only they import: what the landing page must never download.
const routeChunks = jsFiles.filter((f) => /^(admin-page|client-login-page|client-dashboard-page)-/.test(f));
const routeReach = closure(routeChunks);
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const entryChunks = [...indexHtml.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
// Everything the landing may load, now or later (static and dynamic imports), without entering a route chunk.
const landingReach = closure(entryChunks, { dynamic: true, stopAt: new Set(routeChunks) });
const adminPortalChunks = [...routeReach].filter((f) => !landingReach.has(f)).sort();

// ---- server -----------------------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  WEB_DIR: webDir,
};
let dbLabel;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const server = process.env.DATABASE_URL;
  const name = `recourse_bench_landing_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  delete env.DATA_DIR;
  dbLabel = `PostgreSQL (fresh database ${name})`;
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'recourse-bench-landing-'));
  env.DATA_DIR = path.join(dir, 'db');
  delete env.DATABASE_URL;
  dbLabel = 'embedded (PGlite, fresh data directory)';
  dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
}

const serverLog = [];
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.on('data', (d) => serverLog.push(String(d)));
server.stderr.on('data', (d) => serverLog.push(String(d)));
const base = `http://127.0.0.1:${port}`;

async function waitReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverLog.join('')}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after 60 s:\n${serverLog.join('')}`);
}

async function stopServer() {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

// ---- one cold load ---------------------------------------------------------------------------
async function coldLoad(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const requested = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.endsWith('.js')) requested.push(path.basename(url.pathname));
  });
  const response = await page.goto(`${base}/`, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`GET / answered ${response?.status()}`);
  // LCP: the last candidate reported, read after the page has settled (no input, so it is final).
  await page.waitForLoadState('networkidle');
  const measured = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1];
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Read after 300 ms, or later on a slow machine until a first entry is there (5 s at most).
        const started = performance.now();
        const read = () => {
          if (!last && performance.now() - started < 5000) {
            setTimeout(read, 100);
            return;
          }
          const nav = performance.getEntriesByType('navigation')[0];
          // The scripts fetched before the load event, and the app's own (index-*.js), which the drawn
          // page asks for just after its first paint; chunks fetched later on their own are lazy.
          const initial = performance
            .getEntriesByType('resource')
            .filter(
              (e) => (e.startTime <= nav.loadEventStart || /\/assets\/index-[^/]+\.js$/.test(e.name)) && new URL(e.name).pathname.endsWith('.js'),
            )
            .map((e) => new URL(e.name).pathname.split('/').pop());
          resolve({
            lcp: last ? last.startTime : null,
            lcpElement: last?.element
              ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ''}: ${(last.element.textContent ?? '').trim().slice(0, 60)}`
              : null,
            loadEventStart: nav.loadEventStart,
            initial,
          });
        };
        setTimeout(read, 300);
      }),
  );
  await page.waitForTimeout(700); // idle time: anything loaded "when idle" is requested by now
  await context.close();
  return { ...measured, requested: [...new Set(requested)] };
}

// ---- one Lighthouse run ------------------------------------------------------------------------
// A fresh Chromium per run (its own profile, empty cache), as Lighthouse's own CLI does.
const LIGHTHOUSE_METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
  ['interactive', 'TTI', 'ms'],
];
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100);
    const metrics = Object.fromEntries(LIGHTHOUSE_METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? null]));
    // What Lighthouse flags: the performance audits that did not score full marks, with their savings.
    const flagged = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .filter((a) => !LIGHTHOUSE_METRICS.some(([id]) => id === a.id))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      score,
      metrics,
      flagged,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

// ---- run -------------------------------------------------------------------------------------
const lines = [];
const log = (line = '') => {
  lines.push(line);
  console.log(line);
};
let failed = false;
const verdict = (ok) => {
  if (!ok) failed = true;
  return ok ? 'PASS' : 'FAIL';
};

let browser;
const detail = { date: new Date().toISOString(), database: dbLabel, viewports: {}, adminPortalChunks, routeChunks };
try {
  await waitReady();
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await coldLoad(browser, VIEWPORTS[0]); // warms the server (JIT, file cache); not counted

  log(`Landing page benchmark, ${detail.date}`);
  log(
    `server: node dist/server/main.mjs, NODE_ENV=production, ${dbLabel}; Chromium ${browser.version()} headless; ${LOADS} cold loads per viewport`,
  );
  log(
    `machine: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1/5/15 min) at start, 2 cores: a busy machine inflates LCP`,
  );
  log();

  let initialFiles = null;
  const allRequested = new Set();
  const lcpByViewport = [];
  for (const viewport of VIEWPORTS) {
    const runs = [];
    for (let i = 0; i < LOADS; i += 1) runs.push(await coldLoad(browser, viewport));
    for (const run of runs) for (const f of run.requested) allRequested.add(f);
    const lcps = runs.map((r) => r.lcp);
    if (lcps.some((v) => v === null)) throw new Error(`no largest-contentful-paint entry at ${viewport.width}x${viewport.height}`);
    const label = `${viewport.width}x${viewport.height}`;
    lcpByViewport.push({ label, median: median(lcps), lcps, element: runs.at(-1).lcpElement });
    detail.viewports[label] = runs;
    // Initial JS: the files requested without any input, the same in every load.
    const sets = runs.map((r) => [...new Set(r.initial)].sort().join(','));
    if (new Set(sets).size !== 1) log(`note: initial JS differed between loads at ${label}: ${[...new Set(sets)].join(' | ')}`);
    initialFiles ??= sets[0].split(',').filter(Boolean);
  }

  const missing = initialFiles.filter((f) => !gzipBytes.has(f));
  if (missing.length) throw new Error(`requested JS not in dist/web/assets (stale build?): ${missing.join(', ')}`);
  const initialGzip = initialFiles.reduce((sum, f) => sum + gzipBytes.get(f), 0);
  const initialRaw = initialFiles.reduce((sum, f) => sum + rawBytes.get(f), 0);
  log(
    `Initial JS (requested without any input, until the network is idle after load; gzip -9 of each file in ${path.relative(root, assetsDir) || assetsDir}):`,
  );
  for (const f of initialFiles) log(`  ${f.padEnd(40)} ${kb(rawBytes.get(f)).padStart(9)} raw  ${kb(gzipBytes.get(f)).padStart(9)} gzip`);
  log(
    `  ${'total'.padEnd(40)} ${kb(initialRaw).padStart(9)} raw  ${kb(initialGzip).padStart(9)} gzip   bar <= 90 KB: ${verdict(initialGzip <= BAR_INITIAL_JS_BYTES)}`,
  );
  detail.initialJs = { files: initialFiles, gzipBytes: initialGzip, rawBytes: initialRaw };
  const later = [...allRequested].filter((f) => !initialFiles.includes(f)).sort();
  log(
    `Loaded later on their own or on input (lazy): ${later.length ? later.map((f) => `${f} (${kb(gzipBytes.get(f) ?? 0)} gzip)`).join(', ') : 'none'}`,
  );
  log();

  const leaked = [...allRequested].filter((f) => routeChunks.includes(f) || adminPortalChunks.includes(f));
  log(`Admin/portal chunks in dist: ${adminPortalChunks.length ? adminPortalChunks.join(', ') : 'none found'}`);
  const splitOk = routeChunks.length > 0 && leaked.length === 0;
  log(
    `Admin and portal code-split (none of them requested on /): ${verdict(splitOk)}${
      routeChunks.length === 0 ? ' (no admin/portal route chunk found: cannot show they are split)' : ''
    }${leaked.length ? ` (requested: ${leaked.join(', ')})` : ''}`,
  );
  log();

  log(`LCP (PerformanceObserver 'largest-contentful-paint'), median of ${LOADS} cold loads:`);
  for (const v of lcpByViewport) {
    log(
      `  ${v.label.padEnd(9)} median ${v.median.toFixed(0)} ms  [${v.lcps.map((x) => x.toFixed(0)).join(', ')}]  element ${v.element ?? '?'}   bar <= 1000 ms: ${verdict(v.median <= BAR_LCP_MS)}`,
    );
  }
  log();

  // Lighthouse, after the browser above has closed: its throttled runs are sensitive to other work.
  await browser.close();
  browser = undefined;
  const lighthouseRuns = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) lighthouseRuns.push(await lighthouseRun(`${base}/`));
  detail.lighthouse = lighthouseRuns;
  const scores = lighthouseRuns.map((r) => r.score);
  if (scores.some((s) => s === null)) throw new Error('Lighthouse gave no performance score');
  log(`Lighthouse ${lighthouseVersion()} (mobile preset, performance category), ${LIGHTHOUSE_RUNS} runs, median of each figure:`);
  const metricText = LIGHTHOUSE_METRICS.map(([id, label, unit]) => {
    const value = median(lighthouseRuns.map((r) => r.metrics[id]));
    return `${label} ${unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(3)}`;
  }).join(', ');
  log(`  ${metricText}`);
  log(`  LCP element: ${lighthouseRuns.at(-1).lcpElement ?? '?'}`);
  const flagged = [...new Set(lighthouseRuns.flatMap((r) => r.flagged))];
  log(`  flagged: ${flagged.length ? flagged.join('; ') : 'nothing'}`);
  log(
    `  performance score median ${median(scores)}  [${scores.join(', ')}]   bar >= ${BAR_LIGHTHOUSE}: ${verdict(median(scores) >= BAR_LIGHTHOUSE)}`,
  );
  log(
    `machine: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} at the end`,
  );
  log();
  log(failed ? 'RESULT: FAIL' : 'RESULT: PASS');
} catch (error) {
  failed = true;
  console.error(error);
  lines.push(`ERROR: ${error instanceof Error ? error.stack : String(error)}`, 'RESULT: FAIL');
} finally {
  await browser?.close();
  await stopServer();
  await dropDatabase();
}

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'summary.txt'), `${lines.join('\n')}\n`);
writeFileSync(path.join(outDir, 'detail.json'), JSON.stringify(detail, null, 2));
console.log(`(written to ${path.relative(root, outDir)}/)`);
process.exit(failed ? 1 : 0);
