import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import { type PayoutSetUp, secondLookMessage } from '../../../../contract/accounts/payouts';
import { fromCents, toCents } from '../../../../contract/shared/money';
import type { Db } from '../../../platform/db/client';
import { clientAccounts, recoveryLedgerEntries as ledger, users } from '../../../platform/db/schema';
import { staffName } from '../accounts-service';

const creators = alias(users, 'account_creators');

/**
 * For each account, who opened it and who recorded each entry of its money (decision 034), with the
 * reason for a second look when one caseworker did both: nobody else has seen the money being paid out.
 */
export async function payoutSetUps(tx: Db, accountIds: number[]): Promise<Map<number, PayoutSetUp>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const [accounts, entries] = await Promise.all([
    tx
      .select({
        id: clientAccounts.id,
        createdBy: clientAccounts.createdBy,
        emailChosenByStaff: clientAccounts.emailChosenByStaff,
        passwordChosenByStaff: clientAccounts.passwordChosenByStaff,
        email: creators.email,
        firstName: creators.firstName,
        lastName: creators.lastName,
        isAdmin: creators.isAdmin,
      })
      .from(clientAccounts)
      .leftJoin(creators, eq(creators.id, clientAccounts.createdBy))
      .where(inArray(clientAccounts.id, ids)),
    tx
      .select({ entry: ledger, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(ledger)
      .leftJoin(users, eq(users.id, ledger.recordedBy))
      .where(inArray(ledger.clientAccountId, ids))
      .orderBy(asc(ledger.id)),
  ]);
  const reversed = new Set(entries.flatMap(({ entry }) => (entry.reversesEntryId ? [entry.id, entry.reversesEntryId] : [])));
  const setUps = new Map<number, PayoutSetUp>();
  for (const account of accounts) {
    const own = entries.filter(({ entry }) => entry.clientAccountId === account.id);
    const counted = own.filter(({ entry }) => !reversed.has(entry.id));
    const creator = staffName(account);
    const oneCaseworker =
      creator !== null && account.isAdmin === false && counted.length > 0 && counted.every(({ entry }) => entry.recordedBy === account.createdBy);
    setUps.set(account.id, {
      accountCreatedBy: creator,
      accountCreatedByAdmin: account.isAdmin ?? false,
      emailChosenByStaff: account.emailChosenByStaff,
      passwordChosenByStaff: account.passwordChosenByStaff,
      entries: own.map(({ entry, ...member }) => ({
        id: entry.id,
        amount: fromCents(toCents(entry.amount)),
        reference: entry.reference,
        receivedOn: entry.receivedOn,
        recordedBy: staffName(member),
        reversed: reversed.has(entry.id),
      })),
      secondLook: oneCaseworker && creator ? secondLookMessage(creator) : null,
    });
  }
  return setUps;
}
