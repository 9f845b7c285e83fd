import { eq } from 'drizzle-orm';
import { maskedBankAccount } from '../../../../contract/accounts/bank-details';
import type { Payout, PayoutStatus } from '../../../../contract/accounts/payouts';
import { fromCents, toCents } from '../../../../contract/shared/money';
import type { Db } from '../../../platform/db/client';
import { clientAccounts, payoutRequests as payouts, users } from '../../../platform/db/schema';
import { isoOrNull } from '../../../platform/db/timestamps';
import { staffName } from '../accounts-service';
import { payoutSetUps } from './payout-set-up';

export const PAYOUT_NOT_FOUND = 'Withdrawal request not found';

const payoutColumns = {
  payout: payouts,
  clientEmail: clientAccounts.email,
  clientFirstName: clientAccounts.firstName,
  clientLastName: clientAccounts.lastName,
  staffEmail: users.email,
  staffFirst: users.firstName,
  staffLast: users.lastName,
};

export type PayoutRow = {
  payout: typeof payouts.$inferSelect;
  clientEmail: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  staffEmail: string | null;
  staffFirst: string | null;
  staffLast: string | null;
};

/** Payouts with their client and the staff member who last moved them; the caller adds the where. */
export const selectPayouts = (tx: Db) =>
  tx
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(clientAccounts, eq(clientAccounts.id, payouts.clientAccountId))
    .leftJoin(users, eq(users.id, payouts.processedBy));

export function toPayout(row: PayoutRow): Payout {
  const p = row.payout;
  return {
    id: p.id,
    clientAccountId: p.clientAccountId,
    clientEmail: row.clientEmail ?? undefined,
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    amount: fromCents(toCents(p.amount)),
    currency: p.currency,
    withdrawalMethod: p.withdrawalMethod as Payout['withdrawalMethod'],
    cryptoType: p.cryptoType,
    walletAddress: p.walletAddress,
    // The sealed account itself never leaves here: only its masked words (the admin's bank details read opens it).
    bankDetails: maskedBankAccount(p.bankAccountKind, p.bankAccountEnding),
    bankAccountGiven: p.bankAccountKind !== null,
    holderMatchesClient: p.bankHolderMatches,
    paymentReference: p.paymentReference,
    status: p.status as PayoutStatus,
    adminNotes: p.adminNotes,
    reason: p.rejectionReason,
    processedBy: staffName({ email: row.staffEmail, firstName: row.staffFirst, lastName: row.staffLast }),
    processedAt: isoOrNull(p.processedAt),
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** What a client sees of a request: staff notes and names stay with staff. */
export function clientView(row: PayoutRow): Payout {
  const { clientFirstName: _first, clientLastName: _last, setUp: _setUp, ...payout } = toPayout(row);
  return { ...payout, adminNotes: null, processedBy: null, holderMatchesClient: null };
}

/** Staff's view of requests: each with who set up its account and money (decision 034). */
export async function staffView(tx: Db, rows: PayoutRow[]): Promise<Payout[]> {
  const setUps = await payoutSetUps(
    tx,
    rows.map((row) => row.payout.clientAccountId),
  );
  return rows.map((row) => ({ ...toPayout(row), setUp: setUps.get(row.payout.clientAccountId) }));
}
