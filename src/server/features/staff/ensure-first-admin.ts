import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { passwordProblem } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { ConfigError } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';

const FIRST_ADMIN_LOCK_KEY = 727_002;

/**
 * On an empty database, creates the first admin from the given email and password, or with a
 * generated password that the caller prints once. Several instances starting at once create one.
 */
export async function ensureFirstAdmin(db: Db, email: string | undefined, password: string | undefined) {
  // A default the sign-in forms accept as an email address (they refuse admin@localhost).
  const chosenEmail = (email ?? 'admin@localhost.localdomain').toLowerCase();
  const chosenPassword = password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(chosenPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    const [existing] = await tx.select({ id: staffMembers.id }).from(staffMembers).limit(1);
    if (existing) return null;
    const problem = password ? passwordProblem(password) : null;
    if (problem) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted for the first admin: ${problem}`);
    await tx.insert(staffMembers).values({ email: chosenEmail, passwordHash, firstName: 'Admin', isAdmin: true });
    return { email: chosenEmail, generatedPassword: password ? null : chosenPassword };
  });
}
