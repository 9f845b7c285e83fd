// 10 MB upload benchmark against its bar:
//   "server memory grows < 20 MB per concurrent upload".
// It builds the server as `npm start` does (scripts/build-server.mjs -> dist/server/main.mjs; BENCH_SKIP_BUILD=1
// serves the build already there), then for each N in CONCURRENCY (1, 4, 8) it starts a fresh server
// process (`node --enable-source-maps dist/server/main.mjs`, NODE_ENV=production, default log level)
// on a fresh PostgreSQL database, signs staff and a client
// in, warms the route with one tiny upload, then sends N concurrent 10 MB uploads
// (`POST /api/client/documents`, base64 JSON as the browser sends it) and samples the server's
// resident memory from /proc/<pid>/status (VmRSS) every SAMPLE_MS until all N are answered.
// Growth = peak VmRSS during the uploads - VmRSS just before them; the bar is growth / N < 20 MB.
// Usage: npm run bench:upload   knobs: DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
//   CONCURRENCY ("1,4,8"), PORT (the server's; default a free one), REPEAT (2: rounds per N, each on a fresh server; the worst is reported), SAMPLE_MS (10).
// Prints a summary (and writes it to bench/out/upload/<stamp>/summary.txt); exits 1 if the bar fails.
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
const FILE_BYTES = 10 * MB; // exactly the largest file accepted
const BAR_MB_PER_UPLOAD = 20;
const CONCURRENCY = (process.env.CONCURRENCY ?? '1,4,8').split(',').map(Number);
const REPEAT = Number(process.env.REPEAT ?? 2);
const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 10);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench/out/upload', stamp);
const ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password' };
const CLIENT = { email: 'bench.client@example.com', password: 'bench client password' };

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

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A real PDF of exactly `size` bytes: a one-page PDF, then a comment line of padding. */
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
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(text, 'latin1');
  const padding = Buffer.alloc(size - pdf.length, 0x20);
  padding[0] = 0x25;
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([pdf, padding]);
}

/** VmRSS and VmHWM of a process, in bytes, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function request(base, method, route, { body, token, cookie } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
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
      API_RATE_LIMIT_MAX: '1000000',
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

/** One round: fresh database and server, N concurrent 10 MB uploads, memory sampled from /proc. */
async function round(n, uploadBody) {
  const name = `recourse_bench_upload_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const { child, base, log } = await startServer(withDatabase(name));
  try {
    const pid = child.pid;
    const auth = await request(base, 'POST', '/api/admin/authenticate', { body: ADMIN });
    if (auth.status !== 200) throw new Error(`staff sign-in: ${auth.status} ${auth.text}`);
    const token = JSON.parse(auth.text).token;
    const created = await request(base, 'POST', '/api/admin/client-accounts', {
      token,
      body: { email: CLIENT.email, password: CLIENT.password, recoveredAmount: '0.00', currency: 'USD' },
    });
    if (created.status !== 201) throw new Error(`account: ${created.status} ${created.text}`);
    const accountId = JSON.parse(created.text).account.id;
    const login = await request(base, 'POST', '/api/client/login', { body: CLIENT });
    if (login.status !== 200) throw new Error(`client sign-in: ${login.status} ${login.text}`);
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    const body = uploadBody(accountId);
    // Warm the route (code paths, pool connections) with one tiny upload: no big buffer before the measurement.
    const warm = await request(base, 'POST', '/api/client/documents', {
      cookie,
      body: { clientAccountId: accountId, documentType: 'id', fileName: 'warm.pdf', fileData: pdfOfSize(1024).toString('base64') },
    });
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.text}`);
    await sleep(1000);

    const baseline = memoryOf(pid);
    // Reset the kernel's peak (VmHWM) so it covers the uploads only (best effort).
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
    const replies = await Promise.all(Array.from({ length: n }, () => request(base, 'POST', '/api/client/documents', { cookie, body })));
    const elapsedMs = performance.now() - started;
    await sleep(300);
    sampling = false;
    await sampler;
    const after = memoryOf(pid);
    peak = Math.max(peak, after.hwm);
    const failed = replies.filter((r) => r.status !== 201);
    if (failed.length) throw new Error(`${failed.length} of ${n} uploads failed: ${failed[0].status} ${failed[0].text.slice(0, 200)}`);
    const stored = await (async () => {
      const client = new pg.Client({ connectionString: withDatabase(name) });
      await client.connect();
      try {
        const result = await client.query('select count(*)::int as n from client_documents where file_size = $1', [FILE_BYTES]);
        return result.rows[0].n;
      } finally {
        await client.end();
      }
    })();
    if (stored !== n) throw new Error(`expected ${n} stored 10 MB documents, found ${stored}`);
    return {
      n,
      baselineRss: baseline.rss,
      peakRss: peak,
      afterRss: after.rss,
      growth: peak - baseline.rss,
      elapsedMs,
      samples,
      load: loadavg()[0],
    };
  } catch (error) {
    console.error(log.join(''));
    throw error;
  } finally {
    await stopServer(child);
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const file = pdfOfSize(FILE_BYTES);
  const fileData = file.toString('base64');
  // The body as the browser's upload sends it (base64 JSON), prepared once.
  const uploadBody = (clientAccountId) =>
    JSON.stringify({
      clientAccountId,
      documentType: 'transaction_proof',
      fileName: 'statement.pdf',
      fileSize: file.length,
      mimeType: 'application/pdf',
      fileData,
      status: 'pending',
    });

  const lines = [];
  const say = (line) => {
    console.log(line);
    lines.push(line);
  };
  say(
    `bench:upload ${new Date().toISOString()}  node ${process.version}  file ${FILE_BYTES} bytes (JSON body ${uploadBody(1).length} bytes)  load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const results = [];
  for (const n of CONCURRENCY) {
    for (let r = 0; r < REPEAT; r += 1) {
      const result = await round(n, uploadBody);
      results.push(result);
      say(
        `N=${n} round ${r + 1}: RSS before ${(result.baselineRss / MB).toFixed(1)} MB, peak ${(result.peakRss / MB).toFixed(1)} MB, after ${(result.afterRss / MB).toFixed(1)} MB; ` +
          `growth ${(result.growth / MB).toFixed(1)} MB = ${(result.growth / MB / n).toFixed(1)} MB per upload; ${Math.round(result.elapsedMs)} ms for all, ${result.samples} samples, load ${result.load.toFixed(1)}`,
      );
    }
  }
  say('');
  say(`| N concurrent | worst growth (MB) | per upload (MB) | bar < ${BAR_MB_PER_UPLOAD} MB |`);
  say('| ---: | ---: | ---: | --- |');
  let pass = true;
  for (const n of CONCURRENCY) {
    const worst = Math.max(...results.filter((r) => r.n === n).map((r) => r.growth));
    const per = worst / MB / n;
    const ok = per < BAR_MB_PER_UPLOAD;
    pass &&= ok;
    say(`| ${n} | ${(worst / MB).toFixed(1)} | ${per.toFixed(1)} | ${ok ? 'PASS' : `FAIL (+${(per - BAR_MB_PER_UPLOAD).toFixed(1)} MB)`} |`);
  }
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
