#!/usr/bin/env bash
# Live chat delivery latency: 2,000 visitor sockets + staff sockets, on one server instance and on two
# instances sharing one PostgreSQL database. See bench/README.md ("Live chat").
# Usage: npm run bench:chat    knobs: see bench/chat/run.mjs (VISITORS, STAFF_SOCKETS, RATE, DURATION, ...)
set -euo pipefail
cd "$(dirname "$0")/../.."

# 2,000 client sockets live in the driver process and 2,000 server sockets in a server: raise the
# descriptor limit of this shell (inherited by both) as far as the hard limit allows.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null || true
if (( $(ulimit -n) < 4200 )); then echo "warning: open-file limit $(ulimit -n) < 4200; sockets may fail" >&2; fi

# The server compiled once with esbuild and run by plain node, like a production start
# (RUNNER=tsx runs src/server/main.ts through tsx instead, as `npm run dev` does).
BUILD=bench/out/chat/build
if [[ "${RUNNER:-node}" == node ]]; then
  mkdir -p "$BUILD"
  npx --no-install esbuild src/server/main.ts --bundle --platform=node --format=esm --target=node20 \
    --packages=external --sourcemap --outdir="$BUILD" --out-extension:.js=.mjs --entry-names='[name]' --log-level=warning
  export CHAT_BENCH_SERVER="node --enable-source-maps $BUILD/main.mjs"
else
  export CHAT_BENCH_SERVER="node_modules/.bin/tsx src/server/main.ts"
fi

exec node bench/chat/run.mjs "$@"
