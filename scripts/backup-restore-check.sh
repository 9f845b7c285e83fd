#!/usr/bin/env bash
# Backs up a Recourse database with pg_dump, restores the backup into a fresh database and compares
# the row count of every table: proof that the backup restores. Leaves the backup file behind.
#   scripts/backup-restore-check.sh postgres://user@host:5432/recourse [backup-file]
#   scripts/backup-restore-check.sh "host=... port=5432 user=... dbname=recourse" [backup-file]
set -euo pipefail
SOURCE="${1:?usage: $0 <database-url or key=value connection string> [backup-file]}"
BACKUP="${2:-recourse-$(date -u +%Y%m%dT%H%M%SZ).dump}"
CHECK_DB="recourse_restore_check_$$"

if [[ "$SOURCE" =~ ^postgres(ql)?:// ]]; then
  # The URL's query (sslmode, sslrootcert=/path...) is kept for every connection; only the database
  # name before it is replaced. A dbname= in the query would win over that name (and send the check's
  # create and restore to the live database): it is left out of the check's connections.
  BASE="${SOURCE%%\?*}"
  QUERY=""
  if [ "${#SOURCE}" -gt "${#BASE}" ]; then
    IFS='&' read -r -a PARAMS <<<"${SOURCE:${#BASE}+1}"
    for param in "${PARAMS[@]}"; do
      case "$param" in dbname=*) ;; *) QUERY="$QUERY${QUERY:+&}$param" ;; esac
    done
    QUERY="${QUERY:+?$QUERY}"
  fi
  SERVER="${BASE%/*}"
  SERVER_DB="$SERVER/postgres$QUERY"
  CHECK="$SERVER/$CHECK_DB$QUERY"
elif [[ "$SOURCE" =~ ^[[:space:]]*[A-Za-z_]+[[:space:]]*= ]]; then
  # A key=value string: a keyword given again later wins (libpq), so the check's database is named last.
  SERVER_DB="$SOURCE dbname=postgres"
  CHECK="$SOURCE dbname=$CHECK_DB"
else
  # Not echoed: it may hold a password.
  echo "$0: the database must be a postgres:// URL or a key=value connection string (host=... dbname=...)" >&2
  exit 2
fi

if ! pg_dump --format=custom --no-owner --file="$BACKUP" "$SOURCE"; then
  rm -f "$BACKUP" # a failed dump is no backup: leave nothing that could be taken for one
  exit 1
fi
psql -X -q "$SERVER_DB" -c "create database $CHECK_DB"
trap 'psql -X -q "$SERVER_DB" -c "drop database if exists $CHECK_DB with (force)" >/dev/null 2>&1 || true' EXIT
pg_restore --no-owner --exit-on-error --dbname="$CHECK" "$BACKUP"

# Exact counts of every table of the public schema, one "table count" line each.
counts() {
  psql -X -At -F ' ' "$1" -c "select table_name, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', table_name), false, true, '')))[1]::text
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1"
}
before="$(counts "$SOURCE")"
after="$(counts "$CHECK")"
if [ "$before" != "$after" ]; then
  echo "restore check FAILED: row counts differ" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
echo "restore check passed: $(echo "$before" | wc -l) tables, $(echo "$before" | awk '{s += $2} END {print s}') rows, backup in $BACKUP"
