import { eq } from 'drizzle-orm';
import type { AccountOrigin } from '../../../contract/accounts/accounts';
import type { Db } from '../../platform/db/client';
import { clientAccounts, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { ACCOUNT_NOT_FOUND } from './read-account';
import { staffName } from './staff-name';

/** Who opened the account and what staff chose for it (decision 034), for staff. */
export async function readOrigin(db: Db, accountId: number): Promise<AccountOrigin> {
  const [row] = await db
    .select({
      emailChosenByStaff: clientAccounts.emailChosenByStaff,
      passwordChosenByStaff: clientAccounts.passwordChosenByStaff,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
    })
    .from(clientAccounts)
    .leftJoin(users, eq(users.id, clientAccounts.createdBy))
    .where(eq(clientAccounts.id, accountId));
  if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  return {
    createdBy: staffName(row),
    createdByAdmin: row.isAdmin ?? false,
    emailChosenByStaff: row.emailChosenByStaff,
    passwordChosenByStaff: row.passwordChosenByStaff,
  };
}
