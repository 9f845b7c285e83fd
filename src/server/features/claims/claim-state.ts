import { eq, inArray, sql } from 'drizzle-orm';
import { type ClaimDates, type ClaimFacts, claimDates } from '../../../contract/claims/rules/claim-dates';
import type { ClaimStatus } from '../../../contract/claims/rules/claim-statuses';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import type { PaymentFacts } from '../../../contract/claims/rules/payment-facts';
import type { Claim, CurrencyAmount } from '../../../contract/claims/claims';
import { normaliseAmount, type PaymentMethod } from '../../../contract/claims/payments';
import { type Db, queryRows } from '../../platform/db/client';
import { claimPayments, claims, scamPayments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { accountFacts, CLAIM_NOT_FOUND, type ClaimsContext, staffNameSql } from './context';

export type ClaimRow = typeof claims.$inferSelect;

export async function claimRow(tx: Db, claimId: number, forUpdate = false): Promise<ClaimRow> {
  const query = tx.select().from(claims).where(eq(claims.id, claimId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, CLAIM_NOT_FOUND);
  return row;
}

export async function coveredPayments(tx: Db, claimId: number) {
  return tx
    .select()
    .from(scamPayments)
    .where(inArray(scamPayments.id, tx.select({ id: claimPayments.paymentId }).from(claimPayments).where(eq(claimPayments.claimId, claimId))))
    .orderBy(scamPayments.paidAt, scamPayments.id);
}

export const paymentFacts = (row: typeof scamPayments.$inferSelect): PaymentFacts => ({
  paidAt: row.paidAt,
  amount: row.amount,
  currency: row.currency,
  method: row.method as PaymentMethod,
  payerInstitution: row.payerInstitution,
});

/** What the rules need to know of a stored claim (and of the complaint an Ombudsman referral follows). */
export async function claimFacts(tx: Db, row: ClaimRow): Promise<ClaimFacts> {
  const follows = row.referredFromId ? await claimRow(tx, row.referredFromId) : null;
  return {
    type: row.type as ClaimType,
    status: row.status as ClaimStatus,
    filedAt: row.filedOn,
    expectedDeliveryDate: row.expectedDeliveryDate,
    informationRequested: row.clockStopped,
    finalResponseAt: row.finalResponseOn,
    paymentServiceComplaint: row.paymentServiceComplaint,
    referred: row.referredToId !== null,
    follows: follows
      ? {
          filedAt: follows.filedOn,
          finalResponseAt: follows.finalResponseOn,
          paymentServiceComplaint: follows.paymentServiceComplaint,
          informationRequested: follows.clockStopped,
        }
      : null,
  };
}

/** Works a claim's dates out again from the rules and stores them (the queues read them). */
export async function refreshClaimDates(context: ClaimsContext, tx: Db, claimId: number): Promise<ClaimDates> {
  const row = await claimRow(tx, claimId);
  const payments = (await coveredPayments(tx, claimId)).map(paymentFacts);
  const dates = claimDates(await claimFacts(tx, row), payments, context.today(), context.holidays);
  await tx
    .update(claims)
    .set({
      fileBy: dates.fileBy ?? null,
      responseDue: dates.responseDue ?? null,
      responseDueLatest: dates.responseDueLatest ?? null,
      referBy: dates.referBy ?? null,
      urgentUntil: dates.urgentUntil ?? null,
      nextDate: dates.nextDate ?? null,
      overdue: dates.overdue,
      updatedAt: sql`now()`,
    })
    .where(eq(claims.id, claimId));
  return dates;
}

/** The amount a claim asks for: the one staff gave, or its payments' total per currency. */
export function amountClaimed(row: ClaimRow, payments: readonly { amount: string; currency: string }[]): CurrencyAmount[] {
  if (row.amountClaimed && row.amountClaimedCurrency) {
    return [{ currency: row.amountClaimedCurrency, amount: normaliseAmount(row.amountClaimed, row.amountClaimedCurrency) }];
  }
  return paymentTotals(payments);
}

/** The payments' total in each currency, in the order the currencies first come. */
export function paymentTotals(payments: readonly { amount: string; currency: string }[]): CurrencyAmount[] {
  const totals = new Map<string, bigint>();
  for (const p of payments) totals.set(p.currency, (totals.get(p.currency) ?? 0n) + toUnits(p.amount));
  return [...totals].map(([currency, units]) => ({ currency, amount: normaliseAmount(fromUnits(units), currency) }));
}

// Amounts in hundred-millionths, so coins add up exactly.
const toUnits = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};
const fromUnits = (units: bigint) => `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`;

/** A claim as staff see it. */
export async function toClaim(context: ClaimsContext, tx: Db, row: ClaimRow): Promise<Claim> {
  return (await claimWithFacts(context, tx, row)).claim;
}

/** A claim as staff see it, with what it was worked out from: its payments and the rules' facts. */
export async function claimWithFacts(context: ClaimsContext, tx: Db, row: ClaimRow) {
  const account = await accountFacts(context, tx, row.clientAccountId);
  const payments = await coveredPayments(tx, row.id);
  const [assignee] = row.assignedTo
    ? await queryRows<{ name: string }>(tx, sql`select ${staffNameSql('s')} as name from users s where s.id = ${row.assignedTo}`)
    : [];
  const facts = await claimFacts(tx, row);
  const dates = claimDates(facts, payments.map(paymentFacts), context.today(), context.holidays);
  const claim: Claim = {
    id: row.id,
    clientAccountId: row.clientAccountId,
    caseId: account.caseId,
    clientName: account.clientName,
    vulnerable: account.vulnerable,
    type: row.type as ClaimType,
    counterparty: row.counterparty,
    paymentIds: payments.map((p) => p.id),
    amountClaimed: amountClaimed(row, payments),
    reference: row.reference,
    expectedDeliveryDate: row.expectedDeliveryDate,
    paymentServiceComplaint: row.paymentServiceComplaint,
    status: row.status as ClaimStatus,
    statusChangedAt: new Date(row.statusChangedAt).toISOString(),
    filedAt: row.filedOn,
    decidedAt: row.decidedOn,
    finalResponseAt: row.finalResponseOn,
    amountDecided: row.amountDecided,
    assignedTo: row.assignedTo,
    assignedToName: assignee?.name ?? null,
    referredFromId: row.referredFromId,
    referredToId: row.referredToId,
    dates,
    nextDate: dates.nextDate ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
  return { claim, payments, facts };
}
