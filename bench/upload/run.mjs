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
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  freshDatabase,
  loadAverage,
  MB,
  measureGrowth,
  pdfOfSize,
  root,
  sleep,
  startServer,
  stopServer,
  summary,
  withClient,
} from '../lib/server-memory.mjs';

const FILE_BYTES = 10 * MB; // exactly the largest file accepted
const BAR_MB_PER_UPLOAD = 20;
const CONCURRENCY = (process.env.CONCURRENCY ?? '1,4,8').split(',').map(Number);
const REPEAT = Number(process.env.REPEAT ?? 2);
const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 10);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench/out/upload', stamp);
const CLIENT = { email: 'bench.client@example.com', password: 'bench client password' };

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

/** One round: fresh database and server, N concurrent 10 MB uploads, memory sampled from /proc. */
async function round(n, uploadBody) {
  const database = await freshDatabase('recourse_bench_upload');
  const { child, base, log } = await startServer(database.url, { API_RATE_LIMIT_MAX: '1000000' });
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

    const measured = await measureGrowth(pid, SAMPLE_MS, () =>
      Promise.all(Array.from({ length: n }, () => request(base, 'POST', '/api/client/documents', { cookie, body }))),
    );
    const replies = measured.result;
    const failed = replies.filter((r) => r.status !== 201);
    if (failed.length) throw new Error(`${failed.length} of ${n} uploads failed: ${failed[0].status} ${failed[0].text.slice(0, 200)}`);
    const stored = await withClient(database.url, async (client) => {
      const result = await client.query('select count(*)::int as n from client_documents where file_size = $1', [FILE_BYTES]);
      return result.rows[0].n;
    });
    if (stored !== n) throw new Error(`expected ${n} stored 10 MB documents, found ${stored}`);
    const { result: _replies, ...growth } = measured;
    return { n, ...growth, load: loadavg()[0] };
  } catch (error) {
    console.error(log.join(''));
    throw error;
  } finally {
    await stopServer(child);
    await database.drop();
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

  const { lines, say } = summary();
  say(
    `bench:upload ${new Date().toISOString()}  node ${process.version}  file ${FILE_BYTES} bytes (JSON body ${uploadBody(1).length} bytes)  load average at start ${loadAverage()}`,
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
  say(`load average at end ${loadAverage()}`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'summary.txt'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(outDir, 'detail.json'), JSON.stringify(results, null, 2));
  process.exit(pass ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
