// Live chat delivery latency against its bar: 5,000 visitor sockets, messages to
// staff, p99 delivery <= 20 ms on one instance and <= 50 ms across two instances behind nginx on one
// PostgreSQL.
//
// Started by bench/chat/run.sh (raises the open-file limit, builds the server as `npm start` does);
// run that, not this. For each scenario: a fresh database, the real server as separate processes
// (`one`: everything on instance A, direct; `two`: instances A and B, each behind nginx with
// scripts/cluster/nginx.conf, the config `npm run cluster` ships: visitors' sockets and POSTs through
// the proxy of A, staff sockets through the proxy of B, so every message crosses instances),
// VISITORS rooms opened through POST /api/chat/room, one visitor socket per room (join_room, held by
// CLIENT_PROCESSES child processes, bench/chat/visitors.mjs) and STAFF_SOCKETS staff sockets in this
// process (join_admin with a token from POST /api/admin/authenticate, the account bootstrapped from
// ADMIN_EMAIL/ADMIN_PASSWORD).
// Then visitor messages through POST /api/chat/message, spread round-robin over the visitors at a
// steady RATE per second for DURATION seconds (after WARMUP seconds at the same rate, not measured).
// Delivery latency = from the start of the POST to the moment a staff socket has the new_message
// event (every staff socket, every message); each message carries its sequence number in its text.
//
// Knobs (environment): VISITORS (5000), CLIENT_PROCESSES (4), STAFF_SOCKETS (3), RATE (200), DURATION (20),
// WARMUP (3), SCENARIOS (one,two), DATABASE_URL (a PostgreSQL server URL; default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (recourse_bench_chat), PORT_A (5191), PORT_B (5192),
// PROXY_PORT_A (5193), PROXY_PORT_B (5194), NGINX (nginx's path), NODE_FLAGS (extra node flags for the
// servers, e.g. "--cpu-prof --cpu-prof-dir=bench/out/chat/prof"), OUT (output folder).
import { execFileSync, fork, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, createWriteStream, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const VISITORS = Number(env.VISITORS ?? 5000);
const CLIENT_PROCESSES = Number(env.CLIENT_PROCESSES ?? 4);
const STAFF_SOCKETS = Number(env.STAFF_SOCKETS ?? 3);
const RATE = Number(env.RATE ?? 200);
const DURATION = Number(env.DURATION ?? 20);
const WARMUP = Number(env.WARMUP ?? 3);
const SCENARIOS = (env.SCENARIOS ?? 'one,two')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const SERVER_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = env.BENCH_DB ?? 'recourse_bench_chat';
const PORTS = { A: Number(env.PORT_A ?? 5191), B: Number(env.PORT_B ?? 5192) };
const PROXY_PORTS = { A: Number(env.PROXY_PORT_A ?? 5193), B: Number(env.PROXY_PORT_B ?? 5194) };
const SERVER_CMD = (env.CHAT_BENCH_SERVER ?? 'node_modules/.bin/tsx src/server/main.ts').split(' ');
const NODE_FLAGS = (env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const BARS = { one: 20, two: 50 };
const ADMIN_EMAIL = 'bench.admin@example.com';
const ADMIN_PASSWORD = 'bench admin password 123';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const OUT = env.OUT ?? path.join(root, 'bench/out/chat', stamp);
mkdirSync(OUT, { recursive: true });

const lines = [];
function log(line) {
  lines.push(line);
  console.log(line);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function dbUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function resetDatabase() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  const version = (await admin.query('show server_version')).rows[0].server_version;
  await admin.end();
  return version;
}

async function checkpoint() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query('checkpoint');
  await admin.end();
}

// ---- server processes ------------------------------------------------------------------------

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const idle = n[3] + n[4];
  const total = n.reduce((x, y) => x + y, 0);
  return { busy: total - idle, total };
}

async function startServer(label, port, behindProxy = false) {
  const [command, ...args] = SERVER_CMD;
  const finalArgs = command === 'node' ? [...NODE_FLAGS, ...args] : args;
  const child = spawn(command, finalArgs, {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Behind nginx (`two`), as scripts/cluster.sh starts its instances.
      ...(behindProxy ? { TRUST_PROXY: '127.0.0.1' } : {}),
      PORT: String(port),
      DATABASE_URL: dbUrl(BENCH_DB),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      CHAT_ROOM_RATE_LIMIT_MAX: '1000000000',
      CHAT_MESSAGE_RATE_LIMIT_MAX: '1000000000',
      // Every visitor socket of the bench comes from this one host.
      CHAT_SOCKETS_PER_ADDRESS: '1000000000',
      API_RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000000',
      SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = createWriteStream(path.join(OUT, `server-${label}.log`), { flags: 'a' });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${label} exited with ${child.exitCode}; see ${OUT}/server-${label}.log`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server ${label} did not start within 60 s`);
    await sleep(200);
  }
  return {
    label,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** nginx with scripts/cluster/nginx.conf (as scripts/cluster.sh fills it in) in front of one instance. */
async function startProxy(label, listenPort, upstreamPort) {
  const nginx = env.NGINX || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const dir = path.join(OUT, `nginx-${label}`);
  mkdirSync(dir, { recursive: true });
  const conf = readFileSync(path.join(root, 'scripts/cluster/nginx.conf'), 'utf8')
    .replaceAll('__DIR__', dir)
    .replaceAll('__LISTEN__', `127.0.0.1:${listenPort}`)
    .replace('__UPSTREAMS__', ` server 127.0.0.1:${upstreamPort} max_fails=0;`);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx ${label} exited with ${child.exitCode}; see ${dir}/nginx-error.log`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`nginx ${label} did not answer within 20 s`);
    await sleep(100);
  }
  return {
    label: `nginx-${label}`,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${listenPort}/ws`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** CLIENT_PROCESSES processes (bench/chat/visitors.mjs) sharing the visitor sockets. */
async function openVisitors(wsUrl, sessions) {
  const count = Math.max(1, Math.min(CLIENT_PROCESSES, sessions.length));
  const children = Array.from({ length: count }, () =>
    fork(path.join(root, 'bench/chat/visitors.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const ask = (child, command, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type === 'failed') reject(new Error(`visitor sockets: ${message.message}`));
        else if (message.type === answer) resolve(message);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`visitor process exited with ${code}`)));
      child.send(command);
    });
  const share = (i) => sessions.filter((_, j) => j % count === i);
  const group = {
    pids: children.map((c) => c.pid),
    measureFrom(first) {
      for (const c of children) c.send({ type: 'measure', first });
    },
    async report() {
      const reports = await Promise.all(children.map((c) => ask(c, { type: 'report' }, 'report')));
      return reports.flatMap((r) => r.latencies);
    },
    close() {
      for (const c of children) if (c.connected) c.send({ type: 'close' });
    },
  };
  try {
    await Promise.all(children.map((c, i) => ask(c, { type: 'open', wsUrl, sessions: share(i), width: 32 }, 'opened')));
  } catch (error) {
    for (const c of children) c.kill();
    throw error;
  }
  return group;
}

// ---- clients ---------------------------------------------------------------------------------

// Plain node:http with kept-alive connections: the driver shares the 2 cores with the servers, and
// fetch() costs several times its CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function postJson(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          // A proxy's own error page is not JSON: the reply counts as a failed POST, it does not end the run.
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = { message: text.slice(0, 80) };
          }
          resolve({ status: response.statusCode, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `task(i)` for i in [0, n) with at most `width` at once. */
async function inPool(n, width, task) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** Opens a socket, sends `join`, resolves once the server answered 'joined'. */
function joinSocket(wsUrl, join, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('join timed out')), 30_000);
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.once('open', () => ws.send(JSON.stringify(join)));
    ws.on('message', (raw) => {
      const event = JSON.parse(String(raw));
      if (event.type === 'joined') {
        clearTimeout(timer);
        resolve(ws);
      } else if (event.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`join refused: ${event.message}`));
      }
      onEvent?.(event);
    });
  });
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function stats(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
  };
}

// Numbers in message texts are spelt with letters (0-9 -> a-j): digits next to each other look like a
// card number to the server's sensitive-data masking, which would rewrite the text.
const toLetters = (n) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const fromLetters = (text) => Number(String(text).replace(/[a-j]/g, (c) => String(c.charCodeAt(0) - 97)));

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

// ---- one scenario ----------------------------------------------------------------------------

async function scenario(name) {
  const pgVersion = await resetDatabase();
  const two = name === 'two';
  const servers = [await startServer(`${name}-A`, PORTS.A, two)];
  /** nginx processes (not servers: their CPU is reported apart). */
  const proxies = [];
  let visitorGroup = null;
  try {
    if (two) servers.push(await startServer(`${name}-B`, PORTS.B, true));
    if (two) proxies.push(await startProxy('A', PROXY_PORTS.A, PORTS.A), await startProxy('B', PROXY_PORTS.B, PORTS.B));
    // Where the visitors (sockets and POSTs) and the staff sockets connect.
    const a = two ? proxies[0] : servers[0];
    const b = two ? proxies[1] : servers[0];
    const signIn = await postJson(`${a.baseUrl}/api/admin/authenticate`, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (signIn.status !== 200) throw new Error(`staff sign-in failed: ${signIn.status} ${JSON.stringify(signIn.json)}`);
    const token = signIn.json.token;

    // Rooms and visitor sockets, all on A.
    let started = performance.now();
    const rooms = await inPool(VISITORS, 32, async (i) => {
      const reply = await postJson(`${a.baseUrl}/api/chat/room`, {
        contactInfo: { firstName: 'Bench', lastName: `Visitor${i}`, email: `bench.visitor.${i}@example.com`, phone: '+44 7700 900000' },
      });
      if (reply.status !== 201) throw new Error(`room ${i}: ${reply.status} ${JSON.stringify(reply.json)}`);
      return reply.json.sessionId;
    });
    const roomSeconds = (performance.now() - started) / 1000;

    // seq -> POST start time; per message, which staff sockets got it (counts, to catch duplicates).
    const sentAt = new Map();
    const staffLatency = [];
    const postLatency = [];
    let measuring = false;
    let firstMeasured = Infinity;
    const seen = new Map(); // seq -> count of staff deliveries
    let duplicates = 0;

    const seqOf = (event) => {
      if (event.type !== 'new_message') return -1;
      const text = event.message?.message;
      return typeof text === 'string' && text.startsWith('bench ') ? fromLetters(text.split(' ')[1]) : -1;
    };

    started = performance.now();
    visitorGroup = await openVisitors(a.wsUrl, rooms);
    const socketSeconds = (performance.now() - started) / 1000;

    const staffSockets = await inPool(STAFF_SOCKETS, STAFF_SOCKETS, () =>
      joinSocket(b.wsUrl, { type: 'join_admin', token }, (event) => {
        const seq = seqOf(event);
        if (seq < firstMeasured || !sentAt.has(seq)) return;
        const now = performance.now();
        staffLatency.push(now - sentAt.get(seq));
        const count = (seen.get(seq) ?? 0) + 1;
        if (count > STAFF_SOCKETS) duplicates += 1;
        seen.set(seq, count);
      }),
    );

    let failures = 0;
    const failureReasons = new Map();
    let inFlight = 0;
    let maxInFlight = 0;
    function fire(seq) {
      const sessionId = rooms[seq % VISITORS];
      const t0 = performance.now();
      if (measuring) sentAt.set(seq, t0);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const stamp = (performance.timeOrigin + t0).toFixed(3);
      postJson(`${a.baseUrl}/api/chat/message`, { sessionId, senderType: 'user', message: `bench ${toLetters(seq)} ${toLetters(stamp)}` }).then(
        (reply) => {
          inFlight -= 1;
          if (reply.status !== 201) {
            failures += 1;
            failureReasons.set(
              `HTTP ${reply.status} ${reply.json?.message ?? ''}`,
              (failureReasons.get(`HTTP ${reply.status} ${reply.json?.message ?? ''}`) ?? 0) + 1,
            );
          } else if (measuring) postLatency.push(performance.now() - t0);
        },
        (error) => {
          inFlight -= 1;
          failures += 1;
          const reason = String(error?.cause?.code ?? error?.cause?.message ?? error?.message ?? error);
          failureReasons.set(reason, (failureReasons.get(reason) ?? 0) + 1);
        },
      );
    }

    /** Sends `count` messages at RATE per second, numbered from `from`. */
    function steady(from, count) {
      return new Promise((resolve) => {
        const t0 = performance.now();
        let sent = 0;
        const timer = setInterval(() => {
          const due = Math.min(count, Math.floor(((performance.now() - t0) / 1000) * RATE));
          while (sent < due) fire(from + sent++);
          if (sent >= count) {
            clearInterval(timer);
            resolve();
          }
        }, 1);
      });
    }

    // A checkpoint now, as the intake benchmark takes before each phase: the WAL of the set-up (and of
    // any benchmark run just before) is not flushed to disk in the middle of the measured messages. It
    // comes before the warm-up, which then bears the writes that follow any checkpoint (each page's
    // first change after one is logged whole), as it does for the server's first messages.
    await checkpoint();
    await steady(0, WARMUP * RATE);
    await sleep(500);

    const total = DURATION * RATE;
    const first = WARMUP * RATE;
    firstMeasured = first;
    visitorGroup.measureFrom(first);
    measuring = true;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    const proxyCpuBefore = proxies.map((p) => nginxCpuSeconds(p.pid));
    const machineBefore = machineTicks();
    const load1 = os.loadavg()[0];
    const phaseStart = performance.now();
    await steady(first, total);
    const sendSeconds = (performance.now() - phaseStart) / 1000;
    // Let the last deliveries arrive (bounded).
    const expected = total * STAFF_SOCKETS;
    const until = Date.now() + 10_000;
    while (staffLatency.length < expected && Date.now() < until) await sleep(50);
    await sleep(200);
    const phaseSeconds = (performance.now() - phaseStart) / 1000;
    loop.disable();
    const cpu = servers.map((s, i) => (cpuSeconds(s.pid) - cpuBefore[i]) / phaseSeconds);
    const proxyCpu = proxies.map((p, i) => (nginxCpuSeconds(p.pid) - proxyCpuBefore[i]) / phaseSeconds);
    const machineAfter = machineTicks();
    const machineBusy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);

    let missing = 0;
    const missingSeqs = [];
    for (let seq = first; seq < first + total; seq += 1) {
      const short = Math.max(0, STAFF_SOCKETS - (seen.get(seq) ?? 0));
      missing += short;
      if (short > 0 && missingSeqs.length < 20) missingSeqs.push(seq);
    }

    const visitorLatency = await visitorGroup.report();
    const visitorDeliveries = visitorLatency.length;
    for (const ws of staffSockets) ws.terminate();

    const staff = stats(staffLatency);
    const visitor = stats(visitorLatency);
    const post = stats(postLatency);
    const bar = BARS[name];
    const pass = staff.p99 <= bar && missing === 0 && duplicates === 0 && failures === 0;
    const neighbours = await busiestOthers([...servers.map((s) => s.pid), ...visitorGroup.pids, ...proxies.flatMap((p) => nginxPids(p.pid))]);
    return {
      name,
      pgVersion,
      layout: two
        ? 'visitor sockets + POSTs through nginx to instance A, staff sockets through nginx to instance B'
        : 'everything on one instance, direct',
      roomSeconds,
      socketSeconds,
      sendSeconds,
      total,
      staff,
      visitor,
      visitorDeliveries,
      post,
      missing,
      missingSeqs,
      duplicates,
      failures,
      failureReasons: Object.fromEntries(failureReasons),
      maxInFlight,
      cpu,
      proxyCpu,
      machineBusy,
      load1,
      loopP99: loop.percentile(99) / 1e6,
      bar,
      pass,
      neighbours,
    };
  } finally {
    visitorGroup?.close();
    for (const p of proxies) await p.stop();
    for (const s of servers) await s.stop();
  }
}

/** nginx's master and its worker(s). */
function nginxPids(masterPid) {
  try {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(masterPid)], { encoding: 'utf8' });
    return [masterPid, ...children.split('\n').filter(Boolean).map(Number)];
  } catch {
    return [masterPid];
  }
}

const nginxCpuSeconds = (masterPid) => nginxPids(masterPid).reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** The busiest processes other than ours and the servers, to tell a quiet run from a shared one. */
function busiestOthers(exclude) {
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-eo', 'pid,pcpu,comm', '--sort=-pcpu', '--no-headers']);
    let text = '';
    ps.stdout.on('data', (d) => (text += d));
    ps.on('close', () => {
      const rows = text
        .trim()
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter(([pid, pcpu]) => !exclude.includes(Number(pid)) && Number(pid) !== process.pid && Number(pcpu) >= 5)
        .slice(0, 5)
        .map(([, pcpu, comm]) => `${comm} ${pcpu}%`);
      resolve(rows.join(', ') || 'none above 5 %');
    });
    ps.on('error', () => resolve('ps unavailable'));
  });
}

// ---- main ------------------------------------------------------------------------------------

log(
  `chat benchmark ${new Date().toISOString()} on ${os.cpus().length} cores; node ${process.version}; ${VISITORS} visitor sockets ` +
    `(in ${CLIENT_PROCESSES} client processes), ${STAFF_SOCKETS} staff sockets, ${RATE} msg/s for ${DURATION} s after ${WARMUP} s warm-up; server: ${SERVER_CMD.join(' ')}; results in ${OUT}`,
);
const results = [];
for (const name of SCENARIOS) {
  if (!(name in BARS)) throw new Error(`unknown scenario ${name} (one, two)`);
  const r = await scenario(name);
  results.push(r);
  log('');
  log(`[${r.name}] ${r.layout} (PostgreSQL ${r.pgVersion})`);
  log(
    `  setup: ${VISITORS} rooms via POST /api/chat/room in ${r.roomSeconds.toFixed(1)} s, ${VISITORS} visitor sockets joined in ${r.socketSeconds.toFixed(1)} s`,
  );
  log(
    `  sent ${r.total} messages in ${r.sendSeconds.toFixed(1)} s (${(r.total / r.sendSeconds).toFixed(0)}/s), POST failures ${r.failures}${r.failures ? ` (${JSON.stringify(r.failureReasons)})` : ''}, max in flight ${r.maxInFlight}`,
  );
  log(
    `  staff delivery (POST start -> staff socket event, ${r.staff.n} samples): p50 ${ms(r.staff.p50)}  p95 ${ms(r.staff.p95)}  p99 ${ms(r.staff.p99)}  max ${ms(r.staff.max)}`,
  );
  log(
    `  visitor echo   (POST start -> own socket event, ${r.visitor.n} samples): p50 ${ms(r.visitor.p50)}  p95 ${ms(r.visitor.p95)}  p99 ${ms(r.visitor.p99)}`,
  );
  log(`  POST /api/chat/message response: p50 ${ms(r.post.p50)}  p95 ${ms(r.post.p95)}  p99 ${ms(r.post.p99)}`);
  log(
    `  missing staff deliveries ${r.missing}${r.missing ? ` (first messages short: ${r.missingSeqs.join(' ')})` : ''}, duplicates ${r.duplicates}; visitor deliveries ${r.visitorDeliveries}/${r.total}`,
  );
  log(
    `  server CPU ${r.cpu.map((c, i) => `${i === 0 ? 'A' : 'B'} ${(c * 100).toFixed(0)} %`).join(', ')}` +
      `${r.proxyCpu.length ? `, nginx ${r.proxyCpu.map((c) => `${(c * 100).toFixed(0)} %`).join(' + ')}` : ''} of one core; machine busy ${(r.machineBusy * 100).toFixed(0)} %, ` +
      `load average ${r.load1.toFixed(1)}; driver event-loop delay p99 ${ms(r.loopP99)}`,
  );
  log(`  other busy processes at the end: ${r.neighbours}`);
  log(`  bar p99 <= ${r.bar} ms, nothing missing or duplicated: ${r.pass ? 'PASS' : 'FAIL'}`);
}
log('');
log(`summary: ${results.map((r) => `${r.name} p99 ${ms(r.staff.p99)} (bar ${r.bar} ms) ${r.pass ? 'PASS' : 'FAIL'}`).join('; ')}`);
writeFileSync(path.join(OUT, 'summary.txt'), `${lines.join('\n')}\n`);
writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
process.exit(results.every((r) => r.pass) ? 0 : 1);
