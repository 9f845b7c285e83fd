// `npm run staff:create -- --email E --name "First Last" [--admin]`
// The password comes from STAFF_PASSWORD, or is asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN } from '../../contract/staff/staff';
import { loadConfig } from '../platform/config';
import { openConfiguredDatabase } from '../platform/db/open-from-config';
import { createStaffService } from '../features/staff';
import { secondFactorCheckFor } from '../platform/auth/second-factor';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, admin: { type: 'boolean', default: false } },
});
if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) {
  console.error('Usage: npm run staff:create -- --email E --name "First Last" [--admin]');
  process.exit(2);
}

let password = process.env.STAFF_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password: ');
  rl.close();
}
if (password.length < STAFF_PASSWORD_MIN) {
  console.error(`The password must have at least ${STAFF_PASSWORD_MIN} characters.`);
  process.exit(2);
}

const [firstName, ...rest] = (values.name ?? '').trim().split(/\s+/);
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
try {
  const created = await createStaffService(database.db, {
    tokenIdleHours: config.STAFF_TOKEN_IDLE_HOURS,
    secondFactor: secondFactorCheckFor(config),
  }).createStaff({
    email: values.email,
    password,
    firstName: firstName || undefined,
    lastName: rest.join(' ') || undefined,
    isAdmin: values.admin ?? false,
  });
  console.log(`Staff member created: ${created.email}${created.isAdmin ? ' (admin)' : ''}`);
} catch (error) {
  console.error(error instanceof Error && /unique|duplicate/i.test(error.message) ? 'A staff member with that email exists.' : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
