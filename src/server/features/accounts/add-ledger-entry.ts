import { eq, sql } from 'drizzle-orm';
import { formatMoney, MAX_CENTS, toCents } from '../../../contract/shared/money';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { recoveryLedgerEntries as ledger } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { referenceKey } from './ledger-reference';
import type { AccountRow } from './read-account';
import { refreshBalances } from './refresh-balances';

/** The same reference on a second entry (named as it was recorded, see `referenceKey`): a payment is recorded once (a mistaken entry is reversed first). */
export const referenceTakenMessage = (reference: string, amount: string, receivedOn: string) =>
  `Reference ${reference} is already recorded on this account (${amount} received on ${receivedOn}): each payment is recorded once, with its own reference. If that entry was a mistake, reverse it first`;

export const today = () => new Date().toISOString().slice(0, 10);

/** Money is recorded once it has been received: never on a day still to come. */
export function refuseFutureDate(receivedOn: string | undefined): void {
  if (receivedOn && receivedOn > today()) throw new HttpError(400, 'Date received cannot be in the future');
}

export interface NewLedgerEntry {
  amount: string;
  currency: string;
  receivedOn: string;
  reference: string;
  note: string | null;
  reversesEntryId?: number;
  /** The claim the money came back through: one of the account's own. */
  claimId?: number;
}

export const UNKNOWN_CLAIM_MESSAGE = "That claim is not one of this account's";

/**
 * One payment, one reference: the same evidence recorded twice would show the client money they never got.
 * Compared as `referenceKey` folds them (a dash, a space or an invisible character does not make another
 * payment); the account's row is locked, so its entries are read whole and compared here.
 */
async function refuseRecordedReference(tx: Db, account: AccountRow, reference: string): Promise<void> {
  const key = referenceKey(reference);
  const recorded = await queryRows<{ amount: string; received_on: string; reference: string }>(
    tx,
    sql`select e.amount::text, e.received_on::text, e.reference from recovery_ledger_entries e
      where e.client_account_id = ${account.id} and e.reverses_entry_id is null
        and not exists (select 1 from recovery_ledger_entries r where r.reverses_entry_id = e.id)
      order by e.id`,
  );
  const same = recorded.find((row) => referenceKey(row.reference) === key);
  if (same) throw new HttpError(409, referenceTakenMessage(same.reference, formatMoney(same.amount, account.currency), same.received_on));
}

/**
 * Adds an entry (or, with `reversesEntryId`, its reversal) to a locked account's ledger, in the account's
 * currency and within the largest balance it can hold; the balances follow, and the entry is audited.
 */
export async function addLedgerEntry(tx: Db, account: AccountRow, entry: NewLedgerEntry, staffId: number): Promise<number> {
  if (entry.currency !== account.currency) {
    throw new HttpError(409, `This account holds ${account.currency}: record the recovery in ${account.currency}`);
  }
  const [{ recorded }] = await tx
    .select({ recorded: sql<string>`coalesce(sum(${ledger.amount}), 0)::text` })
    .from(ledger)
    .where(eq(ledger.clientAccountId, account.id));
  if (toCents(recorded) + toCents(entry.amount) > MAX_CENTS) {
    throw new HttpError(409, 'This would take the account past the largest balance it can hold (99,999,999.99)');
  }
  if (!entry.reversesEntryId) await refuseRecordedReference(tx, account, entry.reference);
  if (entry.claimId) {
    const [claim] = await queryRows<{ id: number }>(
      tx,
      sql`select id from claims where id = ${entry.claimId} and client_account_id = ${account.id}`,
    );
    if (!claim) throw new HttpError(400, UNKNOWN_CLAIM_MESSAGE);
  }
  const [created] = await tx
    .insert(ledger)
    .values({ ...entry, clientAccountId: account.id, recordedBy: staffId })
    .returning({ id: ledger.id });
  await refreshBalances(tx, account.id);
  await recordAudit(tx, {
    actorUserId: staffId,
    action: entry.reversesEntryId ? 'ledger.reversed' : 'ledger.recorded',
    entityType: 'client_account',
    entityId: account.id,
    after: { entryId: created.id, ...entry },
  });
  return created.id;
}
