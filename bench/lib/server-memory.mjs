// What the memory benchmarks (bench/upload, bench/pack) share: a fresh database, the server started as
// `npm run serve` starts it, a test PDF of an exact size, and the server's resident memory sampled while
// some work runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const MB = 1024 * 1024;
export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password' };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one run (`prefix_<random>`), its URL, and how to drop it. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  return { url: url.toString(), drop };
}

/**
 * A real one-page PDF of exactly `size` bytes: the PDF, then a comment of padding. `random` pads with
 * random bytes (nothing compresses it, as in a ZIP); otherwise with spaces.
 */
export function pdfOfSize(size, { random = false } = {}) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(text, 'latin1');
  const padding = random ? randomBytes(size - pdf.length) : Buffer.alloc(size - pdf.length, 0x20);
  padding[0] = 0x25;
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([pdf, padding]);
}

/** VmRSS and VmHWM of a process, in bytes, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The server as `npm run serve` (the second half of `npm start`) runs it, on `databaseUrl`, with `env` added. */
export async function startServer(databaseUrl, env = {}) {
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const log = [];
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log.join('')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, log };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start: ${log.join('')}`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Runs `work` while sampling the process's VmRSS every `sampleMs`. Growth = the peak (sampled, or the
 * kernel's VmHWM after a best-effort reset) minus VmRSS just before.
 */
export async function measureGrowth(pid, sampleMs, work) {
  const baseline = memoryOf(pid);
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not permitted: the sampled peak is used alone
  }
  let peak = baseline.rss;
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, memoryOf(pid).rss);
      samples += 1;
      await sleep(sampleMs);
    }
  })();
  const started = performance.now();
  const result = await work();
  const elapsedMs = performance.now() - started;
  await sleep(300);
  sampling = false;
  await sampler;
  const after = memoryOf(pid);
  peak = Math.max(peak, after.hwm);
  return { result, baselineRss: baseline.rss, peakRss: peak, afterRss: after.rss, growth: peak - baseline.rss, elapsedMs, samples };
}

/** Lines said and kept for the run's summary.txt. */
export function summary() {
  const lines = [];
  const say = (line) => {
    console.log(line);
    lines.push(line);
  };
  return { lines, say };
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
