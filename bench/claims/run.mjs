// Claims queues, search and the daily deadline job over 250,000 claims (100,000 client accounts,
// 400,000 payments, 1,000,000 leads), against their bars:
//   every shape the Claims tab asks for (the tab's first page, the queue counts, each queue, the type
//   and status filters, searches by client name, case ID, email, counterparty and reference, deeper
//   pages): p95 <= 50 ms;
//   the daily deadline job over all of them: < 10 s (a day's run, and a run that moves every dated claim).
// Usage: npm run bench:claims  (SAMPLES=100 PORT=5186 BENCH_DB=... KEEP_DB=1 to reuse a loaded database,
//   shared with bench/reports; SKIP_JOB=1, SKIP_LIST=1 to leave a part out; LEADS, ACCOUNTS, PAYMENTS,
//   CLAIMS, COMPLAINTS, ROOMS change the scale)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { psql, psqlValue, recoveryDatabase, SCALE } from '../dataset/recovery.mjs';
import { benchRun, buildServer, runDataDir, serverEnv, startServer, timeShapes } from '../dataset/server.mjs';

const SAMPLES = Number(process.env.SAMPLES ?? 100);
const PORT = Number(process.env.PORT ?? 5186);
const DB = process.env.BENCH_DB ?? 'recourse_bench_recovery';
const { out: OUT, log, verdict } = benchRun('claims');

const { url } = await recoveryDatabase(DB, log);
const env = serverEnv(url, PORT, runDataDir('claims'));

// The server and the job compiled as `npm start` compiles the server (scripts/build-server.mjs).
buildServer();
buildServer('bench/out/build/claims-daily-job.mjs', 'bench/claims/daily-job.ts');

let allPass = true;

if (!process.env.SKIP_JOB) {
  // The job's run over what it left yesterday (the state a load leaves; on a kept database put back):
  // what a real day changes. Then the most it can have to write: every claim it reads given a wrong date.
  psql(DB, '-f', 'bench/dataset/yesterday.sql');
  const runJob = () => {
    const output = execFileSync('node', ['--enable-source-maps', 'bench/out/build/claims-daily-job.mjs'], {
      env: { ...env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    const line = output.split('\n').find((l) => l.startsWith('daily-job '));
    if (!line) throw new Error(`the job printed no result:\n${output}`);
    return JSON.parse(line.slice('daily-job '.length));
  };
  const day = runJob();
  // The claims the job reads (open, or waiting on a date) given a date they cannot have: it writes every one.
  const state = () =>
    psqlValue(DB, "select count(*) || ' ' || md5(string_agg(id || ':' || coalesce(next_date::text, '') || overdue, ',' order by id)) from claims");
  const before = state();
  const read = psqlValue(
    DB,
    "with moved as (update claims set next_date = date '2000-01-01', overdue = true where status in ('preparing', 'filed', 'information_requested') or next_date is not null returning 1) select count(*) from moved",
  );
  const all = runJob();
  if (state() !== before) throw new Error('the job did not give every claim back the next date it had');
  log(`\ndaily deadline job (claims.daily-deadlines through the app's job runner, runAlone; pool ${env.DATABASE_POOL_SIZE ?? 20}):`);
  for (const [name, run] of [
    ["a day's run (next dates as the job left them yesterday)", day],
    [`every claim it reads moved (${read} claims given a wrong next date first)`, all],
  ]) {
    const pass = run.ms < 10_000;
    allPass &&= pass;
    log(
      `| ${name} | ${(run.ms / 1000).toFixed(2)} s | ${run.changed} claims changed, ${run.emailed} caseworkers emailed | bar < 10 s: ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  // Its schedule as a run leaves it (next due in a day), so the server started below does not run it
  // again meanwhile; the rows the runs rewrote are vacuumed, as autovacuum would after a daily run.
  psql(DB, '-c', "update background_jobs set next_run_at = now() + interval '1 day' where name = 'claims.daily-deadlines'");
  psql(DB, '-c', 'vacuum analyze claims');
}

if (process.env.SKIP_LIST) {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  verdict(allPass);
  process.exit(allPass ? 0 : 1);
}

const { base, headers, stop } = await startServer({ env, db: DB, out: OUT });

// Real values to search for, drawn from the loaded data.
const sample = (query) => psql(DB, '-At', '-c', query).trim().split('\n');
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const caseIds = sample('select id from client_accounts order by random() limit 50').map(
  (id) => `RC-${String(Number(id) + 12349).padStart(6, '0')}`,
);
const emails = sample('select email from client_accounts order by random() limit 50');
const appRefs = sample("select reference from claims where reference like 'APP-%' order by random() limit 50");
const policeRefs = sample("select reference from claims where reference like 'NFRC%' order by random() limit 50");
const names = sample("select lower(first_name || ' ' || last_name) from client_accounts group by 1 order by random() limit 50");
const surnames = ['kowalski', 'nakamura', 'okafor', 'haddad', 'miller', 'singh'];

const shapes = {
  // What the tab sends as it opens: every claim, first page of 50, by next date; and the chips' counts.
  'tab opens: all claims, page 1': '',
  'queue counts (the chips)': null,
  'to file (payments no claim covers)': 'queue=to_file',
  'window closing': 'queue=window_closing',
  'decision overdue': 'queue=decision_overdue',
  'Ombudsman window closing': 'queue=refer_closing',
  'urgent freezes': 'queue=urgent',
  mine: 'queue=mine',
  'type=app_reimbursement': 'type=app_reimbursement',
  'status=filed': 'status=filed',
  'decision overdue + type=app_reimbursement': 'queue=decision_overdue&type=app_reimbursement',
  'search surname': () => `q=${pick(surnames)}`,
  'search full name': () => `q=${encodeURIComponent(pick(names))}`,
  'search case ID': () => `q=${pick(caseIds)}`,
  'search email': () => `q=${encodeURIComponent(pick(emails))}`,
  'search reference (APP)': () => `q=${pick(appRefs)}`,
  'search reference (police)': () => `q=${pick(policeRefs)}`,
  'search counterparty (q=barclays)': 'q=barclays',
  'search rare (no match)': 'q=zzqxv',
  'mine + search surname': () => `queue=mine&q=${pick(surnames)}`,
  'to file + search counterparty': 'queue=to_file&q=monzo',
  'page 20 (offset 950)': 'page=20',
  'page 200 (offset 9,950)': 'page=200',
  // The deepest page a queue goes (10,000 rows, as the lead list: decision 042); past it the list answers 400.
  'to file, page 200': 'queue=to_file&page=200',
  'search surname, page 20': () => `q=${pick(surnames)}&page=20`,
};

log(
  `\nclaims list (GET /api/admin/claims, 50 a page) and counts: ${SAMPLES} sequential requests per shape after 3 warm-ups; time = full response at the client on loopback`,
);
const list = await timeShapes({
  base,
  headers,
  shapes: Object.fromEntries(
    Object.entries(shapes).map(([name, query]) => [
      name,
      query === null ? '/api/admin/claims/queues' : () => `/api/admin/claims?${typeof query === 'function' ? query() : query}`,
    ]),
  ),
  samples: SAMPLES,
  barMs: 50,
  log,
  // The list's total, or each queue's count.
  describe: (body) => (typeof body.total === 'number' ? `${body.total}${body.totalCapped ? '+' : ''}` : Object.values(body).join('/')),
});
allPass &&= list.allPass;

await stop();
verdict(allPass);
process.exit(allPass ? 0 : 1);
