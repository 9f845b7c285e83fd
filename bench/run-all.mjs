// Runs every benchmark in sequence and rewrites bench/RESULTS.md with each one's command, date,
// summary lines (its figures and PASS/FAIL per bar) and whether all its bars were met.
// Usage: npm run bench   (ONLY=leads,chat to run some of them)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const BENCHES = [
  { name: 'intake', title: 'Intake: POST /api/client-submissions', command: 'bash bench/intake/run.sh' },
  { name: 'leads', title: 'Lead list, work queues, duplicates, bulk by filter and export at 1,000,000 leads', command: 'node bench/leads/run.mjs' },
  { name: 'claims', title: 'Claims queues, search and the daily deadline job at 250,000 claims', command: 'node bench/claims/run.mjs' },
  { name: 'reports', title: 'Reports at 1,000,000 leads, 100,000 clients and 250,000 claims', command: 'node bench/reports/run.mjs' },
  { name: 'landing', title: 'Landing page: initial JavaScript and load', command: 'node bench/landing/run.mjs' },
  { name: 'upload', title: 'Document upload: memory', command: 'node bench/upload/run.mjs' },
  { name: 'pack', title: 'Evidence pack ZIP: memory', command: 'node bench/pack/run.mjs' },
  { name: 'chat', title: 'Live chat: sockets and latency', command: 'bash bench/chat/run.sh' },
];
const only = process.env.ONLY?.split(',');
// A line of a summary: a table row, a line that states a bar's outcome, a PostgreSQL setting the
// benchmark applied, or one of the intake's measured rates (the figures its ratios come from).
const isSummary = (line) =>
  /PASS|FAIL|^\||^PostgreSQL: |^(express 5 \+ pg, lead table|recourse {2,}|information, not bars| {2}(pgbench|express 5|receipts))/.test(line);

function run(command) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const nodeVersion = process.version;
const pgVersion = await run('psql -X -At -d postgres://postgres@127.0.0.1:5432/postgres -c "show server_version"');
const sections = [];
for (const bench of BENCHES.filter((b) => !only || only.includes(b.name))) {
  const started = new Date();
  const { code, output } = await run(bench.command);
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const summary = output.split('\n').filter(isSummary);
  sections.push(
    [
      `## ${bench.title}`,
      '',
      `Command: \`${bench.command}\` (\`npm run bench:${bench.name}\`), run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min.`,
      `Bars: **${code === 0 ? 'all met' : 'NOT all met'}** (exit ${code}).`,
      '',
      ...(summary.length ? summary : ['(no summary lines: see the raw output under bench/out/)']),
      '',
    ].join('\n'),
  );
}

const header = `# Benchmark results

Written by \`npm run bench\` (bench/run-all.mjs) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
Node ${nodeVersion}, PostgreSQL ${pgVersion.output.trim()}. Each section holds the summary its benchmark
printed; bench/README.md says what each one measures and how. A run while the machine was busy with
other work measures the neighbours as much as the server: rerun on a quiet machine before judging a bar.
`;
const previous = (() => {
  try {
    return readFileSync('bench/RESULTS.md', 'utf8');
  } catch {
    return '';
  }
})();
// Benchmarks not run this time keep their last section.
const kept = only
  ? previous
      .split(/\n(?=## )/)
      .slice(1)
      .filter((section) => !BENCHES.some((b) => only.includes(b.name) && section.startsWith(`## ${b.title}`)))
  : [];
writeFileSync('bench/RESULTS.md', [header, ...sections, ...kept.map((s) => `${s.trim()}\n`)].join('\n'));
console.log('\nbench/RESULTS.md rewritten');
