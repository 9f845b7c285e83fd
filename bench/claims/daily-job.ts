/**
 * Runs the claims' daily deadline job once, as an instance runs it: the app built from the same
 * configuration as `npm start` (its database pool, timeouts and services), the job taken from the app's
 * own job runner and run under its lease (`runAlone`, an admin's run on demand). Prints one line:
 * `daily-job {"ms":…,"changed":…,"emailed":…}` (ms from taking the lease to its release).
 * Compiled by bench/claims/run.mjs with the server's esbuild options and run with plain node.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openConfiguredDatabase } from '../../src/server/platform/db/open-from-config';

const JOB = 'claims.daily-deadlines';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });
const job = app.jobs.jobs().find((registered) => registered.name === JOB);
if (!job) throw new Error(`The app registers no job named ${JOB}`);
const t0 = performance.now();
const outcome = await app.jobs.runAlone(JOB, job.run);
const ms = performance.now() - t0;
if (!outcome.ran) throw new Error(`${JOB} is running on another instance`);
console.log(`daily-job ${JSON.stringify({ ms, ...(outcome.value as object) })}`);
await app.close();
await database.close();
