#!/usr/bin/env bash
# Live chat delivery latency: 5,000 visitor sockets + staff sockets, on one server instance and on two
# instances behind nginx sharing one PostgreSQL database. See bench/README.md ("Live chat").
# Usage: npm run bench:chat    knobs: see bench/chat/run.mjs (VISITORS, CLIENT_PROCESSES, RATE, PORT_A, ...)
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each of 5,000 sockets is a descriptor in a server, in a client process and, behind nginx, two in
# nginx (client side and upstream side): raise this shell's limit (inherited by all of them) as far as
# the hard limit allows, and stop early when it cannot cover nginx's share.
VISITORS="${VISITORS:-5000}"
NEED=$((2 * VISITORS + 1000))
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null || true
if [[ "$(ulimit -n)" != unlimited ]] && (($(ulimit -n) < NEED)); then
  echo "open-file limit $(ulimit -n) < $NEED for $VISITORS sockets: raise the hard limit (ulimit -Hn) or lower VISITORS" >&2
  exit 1
fi
export VISITORS

# The server exactly as `npm start` serves it: dist/server/main.mjs from scripts/build-server.mjs, run
# by `node --enable-source-maps` (`npm run serve`). RUNNER=tsx runs src/server/main.ts through tsx
# instead, as `npm run dev` does. BENCH_SKIP_BUILD=1 serves the dist/server/main.mjs already built.
if [[ "${RUNNER:-node}" == node ]]; then
  [[ "${BENCH_SKIP_BUILD:-0}" == 1 ]] || node scripts/build-server.mjs
  export CHAT_BENCH_SERVER="node --enable-source-maps dist/server/main.mjs"
else
  export CHAT_BENCH_SERVER="node_modules/.bin/tsx src/server/main.ts"
fi

exec node bench/chat/run.mjs "$@"
