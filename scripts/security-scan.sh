#!/usr/bin/env bash
# Scans a running instance with sqlmap (SQL injection in every kind of parameter) and wapiti (a web
# vulnerability scanner) from Debian, on a fresh database, and prints a summary. On demand, not in CI.
#   bash scripts/security-scan.sh            # results under scan-out/<time>/
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in sqlmap wapiti; do
  command -v "$tool" >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap wapiti >/dev/null; }
done

PGSERVER="${PGSERVER:-postgres://postgres@127.0.0.1:5432}"
PORT="${PORT:-5190}"
BASE="http://127.0.0.1:$PORT"
DB="recourse_scan_$(date +%s)"
OUT="scan-out/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$OUT"
psql -X -q "$PGSERVER/postgres" -c "create database $DB"
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
  psql -X -q "$PGSERVER/postgres" -c "drop database if exists $DB with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

ADMIN_EMAIL=scan@example.com ADMIN_PASSWORD='scan-password-123' DATABASE_URL="$PGSERVER/$DB" PORT=$PORT HOST=127.0.0.1 LOG_LEVEL=warn \
  INTAKE_RATE_LIMIT_MAX=1000000 CONTACT_RATE_LIMIT_MAX=1000000 SIGN_IN_RATE_LIMIT_MAX=1000000 SIGN_IN_ACCOUNT_RATE_LIMIT_MAX=1000000 \
  CHAT_ROOM_RATE_LIMIT_MAX=1000000 CHAT_MESSAGE_RATE_LIMIT_MAX=1000000 API_RATE_LIMIT_MAX=1000000 \
  npx --no-install tsx src/server/main.ts >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 400); do curl -fs "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.3; done

json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s)$1))"; }
TOKEN=$(curl -fs -X POST "$BASE/api/admin/authenticate" -H 'content-type: application/json' \
  -d '{"email":"scan@example.com","password":"scan-password-123"}' | json .token)
LEAD='{"firstName":"Ann","lastName":"Lee","email":"ann.scan@example.com","phone":"+44 20 7946 0958","country":"United Kingdom","amountLost":"2000-5000","depositMethod":"bank-transfer","companyName":"Fake","caseDetails":"A scan lead"}'
LEAD_ID=$(curl -fs -X POST "$BASE/api/client-submissions" -H 'content-type: application/json' -d "$LEAD" | json .id)
SESSION=$(curl -fs -X POST "$BASE/api/chat/room" -H 'content-type: application/json' \
  -d '{"contactInfo":{"firstName":"Vi","lastName":"Sit","email":"vi.scan@example.com","phone":"+44 7700 900123"}}' | json .sessionId)
AUTH="Authorization: Bearer $TOKEN"

# sqlmap: every kind of parameter the API takes (query, path, JSON body), staff and public.
SQLMAP=(sqlmap --batch --level=2 --risk=1 --flush-session --disable-coloring --output-dir="$OUT/sqlmap" --timeout=10 --retries=1 --threads=2)
scan() {
  local name=$1
  shift
  "${SQLMAP[@]}" "$@" >"$OUT/sqlmap-$name.log" 2>&1 || true
  if grep -q "sqlmap identified the following injection point" "$OUT/sqlmap-$name.log"; then
    echo "$name: INJECTABLE" | tee -a "$OUT/sqlmap-summary.txt"
  elif grep -q "do not appear to be injectable" "$OUT/sqlmap-$name.log"; then
    echo "$name: no injectable parameter" | tee -a "$OUT/sqlmap-summary.txt"
  else
    echo "$name: inconclusive (see sqlmap-$name.log)" | tee -a "$OUT/sqlmap-summary.txt"
  fi
}
: >"$OUT/sqlmap-summary.txt"
JSON="Content-Type: application/json"
scan lead-list-query -u "$BASE/api/admin/client-submissions?q=ann&status=new&priority=high&source=website&sort=createdAt&order=desc&page=1" --headers="$AUTH"
scan lead-path-id -u "$BASE/api/admin/client-submissions/${LEAD_ID}*" --headers="$AUTH"
scan lead-count-query -u "$BASE/api/admin/client-submissions/count?q=ann&source=website&assignedTo=me" --headers="$AUTH"
scan lead-sources-query -u "$BASE/api/admin/client-submissions/sources?from=2026-01-01&to=2026-12-31" --headers="$AUTH"
scan lead-bulk-json -u "$BASE/api/admin/client-submissions/bulk" --data='{"action":"priority","priority":"high","filter":{"q":"ann","source":"website"}}' --headers="$AUTH
$JSON"
scan intake-json-body -u "$BASE/api/client-submissions" --data="$LEAD" --headers="$JSON"
scan staff-sign-in-json -u "$BASE/api/admin/authenticate" --data='{"email":"a@example.com","password":"x"}' --headers="$JSON" --ignore-code=401
scan client-sign-in-json -u "$BASE/api/client/login" --data='{"email":"a@example.com","password":"x"}' --headers="$JSON" --ignore-code=401
scan chat-messages -u "$BASE/api/chat/room/${SESSION}*/messages?after=0"

# wapiti: the site and its API as a visitor sees them.
wapiti -u "$BASE/" --scope folder -d 3 --max-scan-time 240 --flush-session -f json -o "$OUT/wapiti.json" >"$OUT/wapiti.log" 2>&1 || true
node -e "
const r = require('./$OUT/wapiti.json');
const found = Object.entries(r.vulnerabilities).filter(([, v]) => v.length);
const anomalies = Object.entries(r.anomalies ?? {}).filter(([, v]) => v.length);
console.log('wapiti vulnerabilities:', found.length ? found.map(([k, v]) => k + ' x' + v.length).join(', ') : 'none');
console.log('wapiti anomalies:', anomalies.length ? anomalies.map(([k, v]) => k + ' x' + v.length).join(', ') : 'none');
" | tee "$OUT/wapiti-summary.txt"

echo "results in $OUT"
! grep -q INJECTABLE "$OUT/sqlmap-summary.txt"
