#!/usr/bin/env bash
# Intake benchmark: POST /api/client-submissions against its bar:
#   rate >= 2x a minimal Express 5 + pg handler inserting the same fields into the product's own
#     lead table (client_submissions: same database, indexes and triggers), same run;
#   p99 <= 25 ms at 50 connections under wrk -t1, same run.
# Reported as information, not bars: pgbench's single-row insert rate into a plain lead table (primary
# key and unique email index only, bench/intake/plain-table.sql) and the Express handler on that table.
# Recourse runs as `npm start` serves it (the compiled dist/server/main.mjs, NODE_ENV=production,
# default LOG_LEVEL info and limits), behind a trusted proxy address so that each request is a
# visitor of its own (post.lua sets X-Forwarded-For), as in production.
# One run: fresh database, migrate, then (1) pgbench, (2) Express on the plain table, (3) Express on the
# lead table, (4) Recourse.
# The table is truncated (and a checkpoint taken) before each phase. Exit status 1 on any FAIL.
# Usage: npm run bench:intake   (or bash bench/intake/run.sh); knobs are the variables below.
set -euo pipefail
cd "$(dirname "$0")/../.."

PGHOST=${PGHOST:-127.0.0.1}; PGPORT=${PGPORT:-5432}; PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER
DB=${BENCH_DB:-recourse_bench_intake}
DURATION=${DURATION:-15}              # seconds per measured phase
WARMUP=${WARMUP:-3}                   # seconds of unmeasured load before each HTTP phase
CONNECTIONS=${CONNECTIONS:-50}
WRK_THREADS=${WRK_THREADS:-1}
PGBENCH_CLIENTS=${PGBENCH_CLIENTS:-16}
PGBENCH_MODE=${PGBENCH_MODE:-prepared} # pgbench's fastest protocol: the strictest reference
POOL_SIZE=${POOL_SIZE:-20}            # the server's DATABASE_POOL_SIZE default, for both servers
RUNNER=${RUNNER:-node}                # node: esbuild bundle run by node (production-like); tsx: as `npm run dev`
EXPRESS_PORT=${EXPRESS_PORT:-5181}
RECOURSE_PORT=${RECOURSE_PORT:-5182}
OUT=${OUT:-bench/out/intake/$(date +%Y%m%d-%H%M%S)}
URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB"
mkdir -p "$OUT"
BUILD=bench/out/build

log() { printf '%s\n' "$*" | tee -a "$OUT/summary.txt" >&2; }
psql_db() { psql -X -q -v ON_ERROR_STOP=1 -d "$URL" "$@"; }

for port in "$EXPRESS_PORT" "$RECOURSE_PORT"; do
  if ss -ltn "sport = :$port" | grep -q LISTEN; then echo "port $port is in use: set EXPRESS_PORT/RECOURSE_PORT" >&2; exit 2; fi
done

SERVER_PID=
stop_server() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"
    for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$SERVER_PID" 2>/dev/null && kill -KILL "$SERVER_PID"
  fi
  SERVER_PID=
}
trap stop_server EXIT

# Starts "$@" in the background (exec'd, so $! is the server itself) and waits for its port.
start_server() {
  local port=$1 logfile=$2; shift 2
  ( exec "$@" ) >"$logfile" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 100); do
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then return 0; fi
    kill -0 "$SERVER_PID" 2>/dev/null || { echo "server exited, see $logfile" >&2; cat "$logfile" >&2; exit 1; }
    sleep 0.2
  done
  echo "server on $port did not start, see $logfile" >&2; exit 1
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# Machine-wide busy and total jiffies (all cores), to show how loaded the machine was.
machine_ticks() { awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6 }' /proc/stat; }
# Halfway through a phase: the busiest processes that are not the benchmark's own (neighbours).
neighbours() {
  sleep $(( DURATION / 2 ))
  ps -eo pid=,pcpu=,comm=,args= --sort=-pcpu | awk -v s="$SERVER_PID" '$1 != s && $3 != "postgres" && $3 != "wrk" && $2 >= 5 { printf "%s(%s%%) ", $3, $2 }' | cut -c1-200
}

TABLE=plain_leads # the information phases' table; the same-table Express and Recourse use client_submissions
# The lead table's phases also empty the mail queue, so Recourse's receipts are its measured requests' alone.
reset_table() {
  local also=; [[ "$TABLE" == client_submissions ]] && also=', mail_outbox'
  psql_db -c 'set client_min_messages = warning' \
    -c "truncate $TABLE$also restart identity cascade" -c 'checkpoint'
}
row_count() { psql_db -At -c "select count(*) from $TABLE"; }

# Converts wrk's latency (e.g. 812.00us, 12.34ms, 1.02s) to milliseconds.
to_ms() { awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /m$/) n *= 60000; else if (v ~ /s$/) n *= 1000; printf "%.2f", n }'; }

# Runs one HTTP phase: warm-up, truncate, measured wrk run; sets RATE, P99, ROWS, PHASE_OK.
http_phase() {
  local name=$1 port=$2 file="$OUT/wrk-$1.txt"
  BENCH_TAG="warm$RANDOM" wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"${WARMUP}s" -s bench/intake/post.lua "http://127.0.0.1:$port" >"$OUT/wrk-$name-warmup.txt"
  reset_table
  local before m0 m1; before=$(cpu_ticks "$SERVER_PID"); m0=$(machine_ticks)
  neighbours >"$OUT/neighbours-$name.txt" & local npid=$!
  BENCH_TAG="$name$RANDOM" wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s bench/intake/post.lua "http://127.0.0.1:$port" | tee "$file" >&2
  local after; after=$(cpu_ticks "$SERVER_PID"); m1=$(machine_ticks)
  wait "$npid"
  local busy; busy=$(awk -v a="$m0" -v b="$m1" 'BEGIN { split(a, x, " "); split(b, y, " "); printf "%.0f", 100 * (y[1] - x[1]) / (y[2] - x[2]) }')
  RATE=$(awk '/^Requests\/sec:/ { print $2 }' "$file")
  P99=$(to_ms "$(awk '$1 == "99%" { print $2 }' "$file")")
  local requests non2xx sockerr
  requests=$(awk '/requests in/ { print $1 }' "$file")
  non2xx=$(awk -F': ' '/Non-2xx or 3xx responses/ { print $2 }' "$file"); non2xx=${non2xx:-0}
  sockerr=$(awk -F'Socket errors: ' 'NF > 1 { print $2 }' "$file")
  ROWS=$(row_count)
  local cpu; cpu=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v d="$DURATION" 'BEGIN { printf "%.0f", 100 * t / hz / d }')
  PHASE_OK=1
  log "$name: $RATE req/s, p99 $P99 ms, $requests responses, non-2xx ${non2xx}, socket errors: ${sockerr:-none}, rows stored $ROWS, server CPU ${cpu}% of one core, machine ${busy}% busy"
  log "  other busy processes halfway: $(cat "$OUT/neighbours-$name.txt")"
  if [[ "$non2xx" != 0 ]]; then log "  FAIL: $name answered $non2xx non-2xx responses"; PHASE_OK=0; fi
  if [[ -n "$sockerr" ]]; then log "  FAIL: $name had socket errors ($sockerr)"; PHASE_OK=0; fi
  if (( ROWS < requests )); then log "  FAIL: $name stored $ROWS rows for $requests responses"; PHASE_OK=0; fi
}

log "intake benchmark $(date -u +%FT%TZ) on $(nproc) cores; node $(node -v); $(psql -X -At -d postgres -c 'show server_version') ; wrk -t$WRK_THREADS -c$CONNECTIONS -d${DURATION}s; pgbench -c$PGBENCH_CLIENTS -j2 -M $PGBENCH_MODE; runner $RUNNER; results in $OUT"

# --- fresh database, migrated with the server's own migrations -------------------------------
psql -X -q -d postgres -c "drop database if exists $DB with (force)" -c "create database $DB"
DATABASE_URL="$URL" npx --no-install tsx bench/intake/migrate.ts
psql_db -f bench/intake/plain-table.sql

# --- the two servers, compiled once (node) or transformed on the fly (tsx) -------------------
if [[ "$RUNNER" == node ]]; then
  mkdir -p "$BUILD"
  node scripts/build-server.mjs
  npx --no-install esbuild bench/intake/express-baseline.ts --bundle --platform=node \
    --format=esm --target=node20 --packages=external --sourcemap --outdir="$BUILD" --out-extension:.js=.mjs \
    --entry-names='[name]' --log-level=warning
  # What `npm run serve` (the second half of `npm start`) runs.
  RECOURSE_CMD=(node --enable-source-maps dist/server/main.mjs)
  EXPRESS_CMD=(node --enable-source-maps "$BUILD/express-baseline.mjs")
else
  RECOURSE_CMD=(node_modules/.bin/tsx src/server/main.ts)
  EXPRESS_CMD=(node_modules/.bin/tsx bench/intake/express-baseline.ts)
fi

# --- (1) pgbench: single-row INSERTs, one per transaction ------------------------------------
reset_table
neighbours >"$OUT/neighbours-pgbench.txt" & NPID=$!
pgbench -n -f bench/intake/insert.sql -c "$PGBENCH_CLIENTS" -j 2 -M "$PGBENCH_MODE" -T "$DURATION" "$DB" 2>&1 | tee "$OUT/pgbench.txt" >&2
wait "$NPID"
PGBENCH_RATE=$(awk '/^tps = .*without initial connection time/ { print $3 }' "$OUT/pgbench.txt")
PGBENCH_FAILED=$(awk '/number of failed transactions:/ { print $5 }' "$OUT/pgbench.txt")
log "pgbench: $PGBENCH_RATE inserts/s (${PGBENCH_CLIENTS} clients, -M $PGBENCH_MODE), failed transactions: ${PGBENCH_FAILED:-0}, rows stored $(row_count)"
log "  other busy processes halfway: $(cat "$OUT/neighbours-pgbench.txt")"

# --- (2) minimal Express 5 + pg on the plain table (information) ------------------------------
start_server "$EXPRESS_PORT" "$OUT/express-plain.log" env DATABASE_URL="$URL" PORT="$EXPRESS_PORT" DATABASE_POOL_SIZE="$POOL_SIZE" \
  TABLE=plain_leads NODE_ENV=production "${EXPRESS_CMD[@]}"
http_phase express-plain "$EXPRESS_PORT"
PLAIN_RATE=$RATE; PLAIN_P99=$P99; PLAIN_OK=$PHASE_OK
stop_server

# --- (3) the same handler on the product's lead table (the bar's reference) -------------------
TABLE=client_submissions
start_server "$EXPRESS_PORT" "$OUT/express.log" env DATABASE_URL="$URL" PORT="$EXPRESS_PORT" DATABASE_POOL_SIZE="$POOL_SIZE" \
  TABLE=client_submissions NODE_ENV=production "${EXPRESS_CMD[@]}"
http_phase express "$EXPRESS_PORT"
EXPRESS_RATE=$RATE; EXPRESS_P99=$P99; EXPRESS_OK=$PHASE_OK
stop_server

# --- (4) Recourse, as `npm start` runs it -----------------------------------------------------
# Without SMTP the receipts are written as files under DATA_DIR: a folder of the run's own (removed
# afterwards), not the checkout's ./data, which would otherwise gain tens of thousands of files a run.
DATA=$(mktemp -d /tmp/recourse-bench-intake.XXXXXX)
trap 'stop_server; rm -rf "$DATA"' EXIT
start_server "$RECOURSE_PORT" "$OUT/recourse.log" env DATABASE_URL="$URL" PORT="$RECOURSE_PORT" HOST=127.0.0.1 \
  NODE_ENV=production TRUST_PROXY=127.0.0.1 DATA_DIR="$DATA" DATABASE_POOL_SIZE="$POOL_SIZE" \
  "${RECOURSE_CMD[@]}"
http_phase recourse "$RECOURSE_PORT"
RECOURSE_RATE=$RATE; RECOURSE_P99=$P99; RECOURSE_OK=$PHASE_OK
# The receipts are queued with their leads and sent in the background: how far sending kept up.
RECEIPTS=$(psql_db -At -c "select count(*) filter (where status = 'sent') || ' of ' || count(*) from mail_outbox where kind = 'assessment_received'")
log "  receipts sent by the end of the phase: $RECEIPTS (the rest wait in the mail queue)"
stop_server

# --- summary ---------------------------------------------------------------------------------
verdict() { if [[ "$1" == 1 ]]; then echo PASS; else echo FAIL; fi; }
ge() { awk -v a="$1" -v b="$2" 'BEGIN { print (a >= b) ? 1 : 0 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
RATIO_EX=$(ratio "$RECOURSE_RATE" "$EXPRESS_RATE")
BAR_EX=$(verdict "$(ge "$RATIO_EX" 2)")
BAR_P99=$(verdict "$(ge 25 "$RECOURSE_P99")")
CLEAN=$(verdict $((PLAIN_OK * EXPRESS_OK * RECOURSE_OK)))
log ""
log "== intake summary ($OUT)"
log "express 5 + pg, lead table  $(printf '%10.0f' "$EXPRESS_RATE") req/s  p99 $EXPRESS_P99 ms"
log "recourse                    $(printf '%10.0f' "$RECOURSE_RATE") req/s  p99 $RECOURSE_P99 ms"
log "recourse / express (lead table) = $RATIO_EX  (bar >= 2)      $BAR_EX"
log "recourse p99                    = $RECOURSE_P99 ms (bar <= 25)  $BAR_P99"
log "all responses 2xx, all rows stored: $CLEAN"
log "information, not bars:"
log "  pgbench single-row insert, plain table  $(printf '%10.0f' "$PGBENCH_RATE") /s   recourse / pgbench = $(ratio "$RECOURSE_RATE" "$PGBENCH_RATE")"
log "  express 5 + pg, plain table             $(printf '%10.0f' "$PLAIN_RATE") req/s  p99 $PLAIN_P99 ms   recourse / express plain = $(ratio "$RECOURSE_RATE" "$PLAIN_RATE")"
log "  receipts sent during the run: $RECEIPTS"
[[ "$BAR_EX$BAR_P99$CLEAN" == PASSPASSPASS ]]
