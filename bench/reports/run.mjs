import { recoveryDatabase } from '../dataset/recovery.mjs';
import { benchRun, buildServer, runDataDir, serverEnv, startServer, timeShapes } from '../dataset/server.mjs';

const SAMPLES = Number(process.env.SAMPLES ?? 40);
const PORT = Number(process.env.PORT ?? 5187);
const DB = process.env.BENCH_DB ?? 'recourse_bench_recovery';
const REPORTS = (process.env.REPORTS ?? 'leads,recovered,claims,complaints,chat').split(',');
const { out: OUT, log, verdict } = benchRun('reports');

const { url } = await recoveryDatabase(DB, log);
const env = serverEnv(url, PORT, runDataDir('reports'));
buildServer();
const { base, headers, stop } = await startServer({ env, db: DB, out: OUT });

// Calendar days in London, as the reports count them: today, and the first day of each period: the
// Reports tab's "Last 12 months" (from the 1st of the month 11 months back) and a custom 3 years.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const shifted = (day, { months = 0, days = 0 }) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months, date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const periods = { 'last 12 months': shifted(`${today.slice(0, 7)}-01`, { months: -11 }), '3 years': shifted(today, { months: -36, days: 1 }) };

const shapes = {};
for (const report of REPORTS) {
  for (const [period, from] of Object.entries(periods))
    shapes[`${report}, ${period} (${from} to ${today})`] = `/api/admin/reports/${report}?from=${from}&to=${today}`;
}
log(
  `\nreports (GET /api/admin/reports/:report): ${SAMPLES} sequential requests per report and period after 3 warm-ups; time = full response at the client on loopback`,
);
const { allPass } = await timeShapes({
  base,
  headers,
  shapes,
  samples: SAMPLES,
  barMs: 300,
  log,
  // How many rows it answered with.
  describe: (body) => {
    const rows = Array.isArray(body) ? body : (body.rows ?? body.items);
    const counterparties = Array.isArray(body.counterparties) ? `, ${body.counterparties.length} counterparties` : '';
    return Array.isArray(rows) ? `${rows.length} rows${counterparties}` : `${JSON.stringify(body).length} bytes`;
  },
});

await stop();
verdict(allPass);
process.exit(allPass ? 0 : 1);
