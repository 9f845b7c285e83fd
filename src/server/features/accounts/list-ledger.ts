import { asc, eq } from 'drizzle-orm';
import type { ClientLedgerEntry, LedgerEntry } from '../../../contract/accounts/accounts';
import { fromCents, toCents } from '../../../contract/shared/money';
import type { Db } from '../../platform/db/client';
import { recoveryLedgerEntries as ledger, users } from '../../platform/db/schema';
import { staffName } from './staff-name';

/** An account's ledger as staff see it, oldest first: who recorded each entry, and which reverses which. */
export async function ledgerEntries(db: Db, accountId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .select({ entry: ledger, staffEmail: users.email, staffFirst: users.firstName, staffLast: users.lastName })
    .from(ledger)
    .leftJoin(users, eq(users.id, ledger.recordedBy))
    .where(eq(ledger.clientAccountId, accountId))
    .orderBy(asc(ledger.id));
  const reversedBy = new Map(rows.filter((r) => r.entry.reversesEntryId).map((r) => [r.entry.reversesEntryId, r.entry.id]));
  return rows.map(({ entry, staffEmail, staffFirst, staffLast }) => ({
    id: entry.id,
    amount: fromCents(toCents(entry.amount)),
    currency: entry.currency,
    receivedOn: entry.receivedOn,
    reference: entry.reference,
    note: entry.note,
    reversesEntryId: entry.reversesEntryId,
    reversedByEntryId: reversedBy.get(entry.id) ?? null,
    claimId: entry.claimId,
    recordedBy: staffName({ email: staffEmail, firstName: staffFirst, lastName: staffLast }),
    createdAt: new Date(entry.createdAt).toISOString(),
  }));
}

/** The ledger as its client sees it: no staff names or notes. */
export async function clientLedger(db: Db, accountId: number): Promise<ClientLedgerEntry[]> {
  return (await ledgerEntries(db, accountId)).map(({ id, amount, currency, receivedOn, reference, reversesEntryId }) => ({
    id,
    amount,
    currency,
    receivedOn,
    reference,
    reversesEntryId,
  }));
}
