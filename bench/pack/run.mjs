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
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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

const BAR_MB = 50;
const DOCUMENTS = Number(process.env.DOCUMENTS ?? 20);
const DOCUMENT_BYTES = Number(process.env.DOCUMENT_MB ?? 10) * MB;
const REPEAT = Number(process.env.REPEAT ?? 2);
const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 10);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench/out/pack', stamp);

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
        [accountId, `statement-${i + 1}.pdf`, DOCUMENT_BYTES, pdfOfSize(DOCUMENT_BYTES, { random: true })],
      );
      ids.push(rows[0].id);
    }
    return ids;
  });
  await request(base, 'PUT', `/api/admin/claims/${claim.id}/pack`, { token, body: { documentIds, letterNote: 'Benchmark pack.' } });
  return claim.id;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const { lines, say } = summary();
  const database = await freshDatabase('recourse_bench_pack');
  const { child, base, log } = await startServer(database.url);
  const results = [];
  try {
    const { token } = await request(base, 'POST', '/api/admin/authenticate', { body: ADMIN });
    const claimId = await claimWithDocuments(base, database.url, token);
    say(
      `bench:pack ${new Date().toISOString()}  node ${process.version}  ${DOCUMENTS} documents of ${DOCUMENT_BYTES} bytes  load average at start ${loadAverage()}`,
    );
    // Warm the routes (code paths, pool connections) with the PDF alone: no big buffer before the measurement.
    const warm = await download(base, `/api/admin/claims/${claimId}/pack`, token);
    if (warm.type !== 'application/pdf') throw new Error(`warm-up: ${warm.type}`);
    await sleep(1000);
    for (let r = 0; r < REPEAT; r += 1) {
      const measured = await measureGrowth(child.pid, SAMPLE_MS, () => download(base, `/api/admin/claims/${claimId}/pack.zip`, token));
      const result = { ...measured, bytes: measured.result.bytes };
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
    await database.drop();
  }
  const worst = Math.max(...results.map((r) => r.growth));
  const pass = worst / MB < BAR_MB;
  say('');
  say(`| documents | ZIP (MB) | worst growth (MB) | bar < ${BAR_MB} MB |`);
  say('| ---: | ---: | ---: | --- |');
  say(
    `| ${DOCUMENTS} x ${DOCUMENT_BYTES / MB} MB | ${(results[0].bytes / MB).toFixed(1)} | ${(worst / MB).toFixed(1)} | ${pass ? 'PASS' : 'FAIL'} |`,
  );
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
