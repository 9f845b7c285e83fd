// Evidence pack benchmark against its bar: "evidence pack with 20 enclosed 10 MB documents: server memory
// grows < 50 MB".
// It builds the server as `npm start` does (scripts/build-server.mjs -> dist/server/main.mjs; BENCH_SKIP_BUILD=1
// serves the build already there) and starts it as `npm run serve` does (NODE_ENV=production, default log
// level) on a fresh PostgreSQL database. Staff open a client account, a payment and an APP claim through the
// API; DOCUMENTS (20) documents of DOCUMENT_MB (10) MB each, real PDFs padded with random bytes, are written
// to the account's `client_documents` straight into the database (the upload route has its own benchmark
// and a per-client quota), and staff choose them all for the claim's pack. After one warm-up download of
// the pack's PDF, the ZIP (`GET /api/admin/claims/:id/pack.zip`) is downloaded as fast as it comes, while the
// server's resident memory is sampled from /proc/<pid>/status (VmRSS) every SAMPLE_MS.
// Growth = peak VmRSS during the download - VmRSS just before it. The ZIP's size is checked to hold every document.
// Usage: node bench/pack/run.mjs   knobs: DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
//   DOCUMENTS (20), DOCUMENT_MB (10), REPEAT (2 downloads, each measured; the worst is reported), SAMPLE_MS (10).
// Prints a summary (and writes it to bench/out/pack/<stamp>/summary.txt); exits 1 if the bar fails.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;
const BAR_MB = 50;
const DOCUMENTS = Number(process.env.DOCUMENTS ?? 20);
const DOCUMENT_BYTES = Number(process.env.DOCUMENT_MB ?? 10) * MB;
const REPEAT = Number(process.env.REPEAT ?? 2);
const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 10);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench/out/pack', stamp);
const ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A real one-page PDF of exactly `size` bytes: the PDF, then a comment of random bytes (nothing compresses it). */
function pdfOfSize(size) {
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
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n%`;
  const pdf = Buffer.from(text, 'latin1');
  return Buffer.concat([pdf, randomBytes(size - pdf.length - 1), Buffer.from('\n')]);
}

/** VmRSS and VmHWM of a process, in bytes, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function request(base, method, route, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Downloads a body as fast as it comes, keeping only its size. */
async function download(base, route, token) {
  const response = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { bytes, type: response.headers.get('content-type') };
}

async function startServer(databaseUrl) {
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const log = [];
  // As `npm run serve` (the second half of `npm start`) runs it.
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

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** An account with a claim whose pack encloses DOCUMENTS documents of DOCUMENT_BYTES; the claim's id. */
async function claimWithDocuments(base, databaseUrl, token) {
  const created = await request(base, 'POST', '/api/admin/client-accounts', {
    token,
    body: { email: 'bench.pack.client@example.com', password: 'bench client password', recoveredAmount: '0.00', currency: 'GBP' },
  });
  const accountId = created.account.id;
  const paidAt = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
  const payment = await request(base, 'POST', `/api/admin/client-accounts/${accountId}/payments`, {
    token,
    body: { paidAt, amount: '2500.00', currency: 'GBP', method: 'faster_payment', payerInstitution: 'Bench Bank', payee: 'Bench Payee' },
  });
  const claim = await request(base, 'POST', `/api/admin/client-accounts/${accountId}/claims`, {
    token,
    body: { type: 'app_reimbursement', counterparty: 'Bench Bank', paymentIds: [payment.id] },
  });
  const documentIds = await withClient(databaseUrl, async (client) => {
    const ids = [];
    for (let i = 0; i < DOCUMENTS; i += 1) {
      const { rows } = await client.query(
        `insert into client_documents (client_account_id, document_type, file_name, file_size, mime_type, file_data, status)
         values ($1, 'transaction_proof', $2, $3, 'application/pdf', $4, 'approved') returning id`,
        [accountId, `statement-${i + 1}.pdf`, DOCUMENT_BYTES, pdfOfSize(DOCUMENT_BYTES)],
      );
      ids.push(rows[0].id);
    }
    return ids;
  });
  await request(base, 'PUT', `/api/admin/claims/${claim.id}/pack`, { token, body: { documentIds, letterNote: 'Benchmark pack.' } });
  return claim.id;
}

async function measure(pid, work) {
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
      await sleep(SAMPLE_MS);
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
  return { ...result, baselineRss: baseline.rss, peakRss: peak, afterRss: after.rss, growth: peak - baseline.rss, elapsedMs, samples };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const lines = [];
  const say = (line) => {
    console.log(line);
    lines.push(line);
  };
  const name = `recourse_bench_pack_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabase(name);
  const { child, base, log } = await startServer(databaseUrl);
  const results = [];
  try {
    const { token } = await request(base, 'POST', '/api/admin/authenticate', { body: ADMIN });
    const claimId = await claimWithDocuments(base, databaseUrl, token);
    say(
      `bench:pack ${new Date().toISOString()}  node ${process.version}  ${DOCUMENTS} documents of ${DOCUMENT_BYTES} bytes  load average at start ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    // Warm the routes (code paths, pool connections) with the PDF alone: no big buffer before the measurement.
    const warm = await download(base, `/api/admin/claims/${claimId}/pack`, token);
    if (warm.type !== 'application/pdf') throw new Error(`warm-up: ${warm.type}`);
    await sleep(1000);
    for (let r = 0; r < REPEAT; r += 1) {
      const result = await measure(child.pid, () => download(base, `/api/admin/claims/${claimId}/pack.zip`, token));
      if (result.bytes < DOCUMENTS * DOCUMENT_BYTES) throw new Error(`the ZIP has ${result.bytes} bytes, fewer than its documents`);
      results.push(result);
      say(
        `download ${r + 1}: ZIP ${(result.bytes / MB).toFixed(1)} MB in ${Math.round(result.elapsedMs)} ms; RSS before ${(result.baselineRss / MB).toFixed(1)} MB, ` +
          `peak ${(result.peakRss / MB).toFixed(1)} MB, after ${(result.afterRss / MB).toFixed(1)} MB; growth ${(result.growth / MB).toFixed(1)} MB; ${result.samples} samples`,
      );
      await sleep(1000);
    }
  } catch (error) {
    console.error(log.join(''));
    throw error;
  } finally {
    await stopServer(child);
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  const worst = Math.max(...results.map((r) => r.growth));
  const pass = worst / MB < BAR_MB;
  say('');
  say(`| documents | ZIP (MB) | worst growth (MB) | bar < ${BAR_MB} MB |`);
  say('| ---: | ---: | ---: | --- |');
  say(
    `| ${DOCUMENTS} x ${DOCUMENT_BYTES / MB} MB | ${(results[0].bytes / MB).toFixed(1)} | ${(worst / MB).toFixed(1)} | ${pass ? 'PASS' : 'FAIL'} |`,
  );
  say(
    `load average at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'summary.txt'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(outDir, 'detail.json'), JSON.stringify(results, null, 2));
  process.exit(pass ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
