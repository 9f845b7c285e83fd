#!/usr/bin/env bash
# `npm run cluster`: two instances of Recourse behind Debian's nginx on loopback, sharing one
# PostgreSQL, chat sockets proxied, TRUST_PROXY set to the proxy's address. Ctrl-C stops everything.
#
#   DATABASE_URL        the shared PostgreSQL (default postgres://postgres@127.0.0.1:5432/recourse,
#                       created when missing)
#   CLUSTER_PORT        where nginx listens (default 8080)
#   CLUSTER_PORTS       the instances' ports (default "5101 5102")
#   CLUSTER_DIR         nginx's configuration, logs and the instances' logs (default ./data/cluster)
#   CLUSTER_SKIP_BUILD  1: serve the build already in dist/ instead of building first
# Every other setting (.env or the environment) reaches both instances, REDIS_URL included.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each chat socket is a descriptor in an instance and two in nginx (inherited from this shell):
# the open-file limit as high as the hard limit allows.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

if [ -z "${DATABASE_URL:-}" ] && [ -f .env ]; then DATABASE_URL="$(grep -E '^DATABASE_URL=' .env | tail -n 1 | cut -d= -f2-)"; fi
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/recourse}"
PORT="${CLUSTER_PORT:-8080}"
read -r -a PORTS <<<"${CLUSTER_PORTS:-5101 5102}"
DIR="$(mkdir -p "${CLUSTER_DIR:-data/cluster}" && cd "${CLUSTER_DIR:-data/cluster}" && pwd)"

# nginx from Debian when missing.
NGINX="$(command -v nginx || true)"
[ -z "$NGINX" ] && [ -x /usr/sbin/nginx ] && NGINX=/usr/sbin/nginx
if [ -z "$NGINX" ]; then
  echo "Installing nginx (apt-get)..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # The packages' own service is not started: this script runs its own nginx.
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 ||
    DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
  NGINX=/usr/sbin/nginx
fi

# The shared database, created when missing (the instances migrate it, one at a time).
node --input-type=module -e '
import pg from "pg";
const url = new URL(process.env.DATABASE_URL);
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = "/postgres";
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
if (rowCount === 0) {
  await client.query(`create database ${pg.escapeIdentifier(name)}`);
  console.log(`Created database ${name}`);
}
await client.end();
'

[ "${CLUSTER_SKIP_BUILD:-0}" = 1 ] || npm run build

NGINX_PID=""

wait_ready() {
  for _ in $(seq 1 300); do
    if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1" 2>/dev/null; then return 0; fi
    sleep 0.2
  done
  echo "No answer from $1: see $DIR/instance-*.log" >&2
  return 1
}

start_instance() {
  local port="$1"
  # Its own process group, so stopping it stops npm and the server together.
  PORT="$port" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 setsid npm run --silent serve >>"$DIR/instance-$port.log" 2>&1 &
  PID_OF[$port]=$!
  wait_ready "http://127.0.0.1:$port/readyz"
  echo "Instance on 127.0.0.1:$port ready: process group ${PID_OF[$port]}, log $DIR/instance-$port.log"
}

# SIGHUP to this script: a rolling restart, one instance at a time (SIGTERM, start, ready, next).
rolling_restart() {
  for port in "${PORTS[@]}"; do
    echo "Restarting the instance on $port..."
    kill -TERM -- "-${PID_OF[$port]}" 2>/dev/null || true
    while kill -0 "${PID_OF[$port]}" 2>/dev/null; do sleep 0.1; done
    start_instance "$port"
  done
  echo "Rolling restart done."
}

declare -A PID_OF=()
stop() {
  trap - INT TERM EXIT HUP
  echo "Stopping..."
  [ -n "$NGINX_PID" ] && kill -QUIT "$NGINX_PID" 2>/dev/null || true
  for pid in "${PID_OF[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

UPSTREAMS=""
for port in "${PORTS[@]}"; do
  # One after the other: the first migrates the database and creates the first admin.
  : >"$DIR/instance-$port.log"
  start_instance "$port"
  # A first start on an empty database prints the first admin's password once: shown here too.
  grep -h "First admin created" "$DIR/instance-$port.log" || true
  UPSTREAMS="$UPSTREAMS server 127.0.0.1:$port max_fails=0;"
done

sed -e "s|__DIR__|$DIR|g" -e "s|__LISTEN__|127.0.0.1:$PORT|g" -e "s|__UPSTREAMS__|$UPSTREAMS|" scripts/cluster/nginx.conf >"$DIR/nginx.conf"
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
wait_ready "http://127.0.0.1:$PORT/readyz"
echo "Recourse is serving on http://127.0.0.1:$PORT through nginx, ${#PORTS[@]} instances (Ctrl-C stops them)"
echo "A rolling restart: kill -HUP $$"

RESTART=0
trap 'RESTART=1' HUP
while kill -0 "$NGINX_PID" 2>/dev/null; do
  wait -n 2>/dev/null || true
  if [ "$RESTART" = 1 ]; then
    RESTART=0
    rolling_restart
    continue
  fi
  # An instance that exited on its own is started again.
  for port in "${PORTS[@]}"; do
    if ! kill -0 "${PID_OF[$port]}" 2>/dev/null; then
      echo "The instance on $port exited: starting it again." >&2
      start_instance "$port"
    fi
  done
done
echo "nginx exited: stopping the instances." >&2
exit 1
