// Landing page benchmark against the bar in /work/shared/ENGINEERING.md:
//   initial JS <= 120 KB gzip; admin and portal code-split (not loaded on /); LCP <= 1 s in headless Chromium.
// Builds nothing: run `npm run build` first. Starts the built server (`tsx src/server/main.ts`,
// serving dist/web) on a free port with a fresh database: PostgreSQL when DATABASE_URL is set (a new
// database on that server, dropped afterwards), else the embedded one in a temporary directory.
// Every page load is cold: a new browser context (empty HTTP cache) per load.
// Usage: npm run bench:landing   knobs: LOADS (5), VIEWPORTS ("1280x800,375x800"), CHROMIUM_PATH, DATABASE_URL, WEB_DIR.
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
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The built app: dist/web, or WEB_DIR (as the server reads it), e.g. a copy kept apart from concurrent builds.
const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
const assetsDir = path.join(webDir, 'assets');
const BAR_INITIAL_JS_BYTES = 120 * 1024;
const BAR_LCP_MS = 1000;
const LOADS = Number(process.env.LOADS ?? 5);
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
if (!existsSync(chromiumPath)) {
  console.error(`bench:landing: no Chromium at ${chromiumPath}; set CHROMIUM_PATH.`);
  process.exit(2);
}

// ---- the built files ------------------------------------------------------------------------
const jsFiles = readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
const gzipBytes = new Map(jsFiles.map((f) => [f, gzipSync(readFileSync(path.join(assetsDir, f)), { level: 9 }).length]));
const rawBytes = new Map(jsFiles.map((f) => [f, readFileSync(path.join(assetsDir, f)).length]));
const staticImports = new Map(
  jsFiles.map((f) => {
    const code = readFileSync(path.join(assetsDir, f), 'utf8');
    const deps = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
    return [f, new Set(deps)];
  }),
);
function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !staticImports.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports.get(f));
  }
  return seen;
}
// The lazy route chunks of the admin panel and the client portal (named after their page modules),
// and every chunk only they import: what the landing page must never download.
const routeChunks = jsFiles.filter((f) => /^(admin|client-login-page|client-dashboard-page|portal)[-.]/.test(f));
const routeReach = closure(routeChunks);
const elsewhereReach = closure(jsFiles.filter((f) => !routeReach.has(f)));
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const entryChunks = [...indexHtml.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const entryReach = closure(entryChunks);
const adminPortalChunks = [...routeReach].filter((f) => !elsewhereReach.has(f) && !entryReach.has(f)).sort();

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
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
        setTimeout(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const beforeLoad = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime <= nav.loadEventStart && new URL(e.name).pathname.endsWith('.js'))
            .map((e) => new URL(e.name).pathname.split('/').pop());
          resolve({
            lcp: last ? last.startTime : null,
            lcpElement: last?.element
              ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ''}: ${(last.element.textContent ?? '').trim().slice(0, 60)}`
              : null,
            loadEventStart: nav.loadEventStart,
            beforeLoad,
          });
        }, 300);
      }),
  );
  await page.waitForTimeout(700); // idle time: anything loaded "when idle" is requested by now
  await context.close();
  return { ...measured, requested: [...new Set(requested)] };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
  log(`server: tsx src/server/main.ts, NODE_ENV=production, ${dbLabel}; Chromium ${browser.version()} headless; ${LOADS} cold loads per viewport`);
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
    // Initial JS: the files requested before the load event, the same in every load.
    const sets = runs.map((r) => [...new Set(r.beforeLoad)].sort().join(','));
    if (new Set(sets).size !== 1) log(`note: initial JS differed between loads at ${label}: ${[...new Set(sets)].join(' | ')}`);
    initialFiles ??= sets[0].split(',').filter(Boolean);
  }

  const missing = initialFiles.filter((f) => !gzipBytes.has(f));
  if (missing.length) throw new Error(`requested JS not in dist/web/assets (stale build?): ${missing.join(', ')}`);
  const initialGzip = initialFiles.reduce((sum, f) => sum + gzipBytes.get(f), 0);
  const initialRaw = initialFiles.reduce((sum, f) => sum + rawBytes.get(f), 0);
  log(`Initial JS (requested before the load event; gzip -9 of each file in ${path.relative(root, assetsDir) || assetsDir}):`);
  for (const f of initialFiles) log(`  ${f.padEnd(40)} ${kb(rawBytes.get(f)).padStart(9)} raw  ${kb(gzipBytes.get(f)).padStart(9)} gzip`);
  log(
    `  ${'total'.padEnd(40)} ${kb(initialRaw).padStart(9)} raw  ${kb(initialGzip).padStart(9)} gzip   bar <= 120 KB: ${verdict(initialGzip <= BAR_INITIAL_JS_BYTES)}`,
  );
  const later = [...allRequested].filter((f) => !initialFiles.includes(f)).sort();
  log(`Loaded after the load event (lazy): ${later.length ? later.map((f) => `${f} (${kb(gzipBytes.get(f) ?? 0)} gzip)`).join(', ') : 'none'}`);
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
