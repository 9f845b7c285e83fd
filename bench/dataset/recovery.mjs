// The database bench/claims and bench/reports measure: a practice at its bars' scale, loaded once by SQL
// (bench/leads/load.sql for the staff and the leads, then bench/dataset/recovery.sql for the accounts,
// payments, claims, ledger, complaints and chat) and kept between the two with KEEP_DB=1.
import { execFileSync } from 'node:child_process';
import { hash } from '@node-rs/argon2';

export const SERVER = 'postgres://postgres@127.0.0.1:5432';
export const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

const count = (name, fallback) => Number(process.env[name] ?? fallback);
/** How much of each: 1,000,000 leads, 100,000 client accounts, 400,000 payments, 250,000 claims by default. */
export const SCALE = {
  leads: count('LEADS', 1_000_000),
  accounts: count('ACCOUNTS', 100_000),
  payments: count('PAYMENTS', 400_000),
  claims: count('CLAIMS', 250_000),
  complaints: count('COMPLAINTS', 10_000),
  rooms: count('ROOMS', 150_000),
};

export const psql = (db, ...args) =>
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', `${SERVER}/${db}`, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
export const psqlValue = (db, query) => psql(db, '-At', '-c', query).trim();

const COUNTED = [
  ['client_submissions', 'leads'],
  ['client_accounts', 'accounts'],
  ['scam_payments', 'payments'],
  ['claims', 'claims'],
  ['complaints', 'complaints'],
  ['chat_rooms', 'rooms'],
];

/**
 * Makes the database `db` at SCALE, or with KEEP_DB=1 reuses one this loaded at the same scale. Answers
 * its URL and whether it was reused; `log` is told what was loaded and how long it took.
 */
export async function recoveryDatabase(db, log) {
  const existing = psqlValue('postgres', `select count(*) from pg_database where datname = '${db}'`) === '1';
  let reuse = false;
  if (existing && process.env.KEEP_DB) {
    const counts = psqlValue(db, `select ${COUNTED.map(([table]) => `(select count(*) from ${table})`).join(" || ' ' || ")}`);
    reuse = counts === COUNTED.map(([, key]) => SCALE[key]).join(' ');
  }
  if (!reuse) {
    psql('postgres', '-c', `drop database if exists ${db} with (force)`, '-c', `create database ${db}`);
    execFileSync('npx', ['--no-install', 'tsx', 'bench/intake/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: `${SERVER}/${db}` },
      stdio: 'inherit',
    });
    let t0 = Date.now();
    psql(db, '-v', `n=${SCALE.leads}`, '-v', `admin_hash=${await hash(ADMIN.password)}`, '-f', 'bench/leads/load.sql');
    log(`loaded ${SCALE.leads} leads in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    psql(db, ...Object.entries(SCALE).flatMap(([key, value]) => ['-v', `${key}=${value}`]), '-f', 'bench/dataset/recovery.sql');
    psql(db, '-c', 'vacuum analyze');
    const made = psqlValue(
      db,
      `select ${[...COUNTED.map(([table]) => table), 'claim_events', 'recovery_ledger_entries', 'chat_messages'].map((t) => `(select count(*) from ${t})`).join(', ')}`,
    ).split('|');
    log(
      `loaded ${made.slice(1, 6).join(' / ')} accounts / payments / claims / complaints / chat rooms, ${made[6]} claim events, ${made[7]} ledger entries, ${made[8]} chat messages in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    COUNTED.forEach(([table, key], i) => {
      if (Number(made[i]) !== SCALE[key])
        throw new Error(`${table}: ${made[i]} rows loaded, ${SCALE[key]} asked for (the scales do not fit each other)`);
    });
  }
  // PostgreSQL as docs/operations.md asks for it, on this database only: whole pages written to the WAL compressed.
  const walCompression = psqlValue(
    'postgres',
    "select case when 'lz4' = any(enumvals) then 'lz4' else 'on' end from pg_settings where name = 'wal_compression'",
  );
  psql('postgres', '-c', `alter database ${db} set wal_compression = ${walCompression}`);
  log(`PostgreSQL: wal_compression = ${walCompression} on ${db} (docs/operations.md)`);
  return { url: `${SERVER}/${db}`, reused: reuse };
}
