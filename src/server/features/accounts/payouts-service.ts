import { and, desc, eq, lt } from 'drizzle-orm';
import { fromCents, normaliseMoney, toCents } from '../../../contract/shared/money';
import {
  PAYMENT_REFERENCE_MESSAGES,
  PAYOUT_TRANSITIONS,
  type CreatePayout,
  type Payout,
  type PayoutStatus,
} from '../../../contract/accounts/payouts';
import { maskedBankAccount, type PayoutBankDetails } from '../../../contract/accounts/bank-details';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import { openBankAccount, sealedBankColumns } from './bank-account-seal';
import { keptRejectionReason, STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { ADMIN_ONLY_MESSAGE } from '../../../contract/staff/team';
import type { Db } from '../../platform/db/client';
import { databaseErrorOf } from '../../platform/db/unavailable';
import { clientAccounts, users, payoutRequests as payouts } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { type AccountsService, staffName } from './accounts-service';
import { payoutSetUps } from './payout-set-up';
import { isoOrNull } from '../../platform/db/timestamps';
import { recordAudit } from '../../platform/audit';
import type { Notifier } from '../../platform/mail/notifier';
import { reviewAudit, reviewedColumns } from '../../platform/staff-review';

export const PAYOUT_NOT_FOUND = 'Withdrawal request not found';
export const OPEN_PAYOUT_EXISTS = 'You already have a payout request in progress';
export const NOTHING_TO_PAY_OUT = 'There is no available balance to pay out';

const payoutColumns = {
  payout: payouts,
  clientEmail: clientAccounts.email,
  clientFirstName: clientAccounts.firstName,
  clientLastName: clientAccounts.lastName,
  staffEmail: users.email,
  staffFirst: users.firstName,
  staffLast: users.lastName,
};

type PayoutRow = {
  payout: typeof payouts.$inferSelect;
  clientEmail: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  staffEmail: string | null;
  staffFirst: string | null;
  staffLast: string | null;
};

function toPayout(row: PayoutRow): Payout {
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
    // The sealed account itself never leaves here: only its masked words (the admin's bankDetailsFor opens it).
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

/** The audit's before and after of a review, with the payout's payment reference. */
const withReference = (audit: ReturnType<typeof reviewAudit>, before: string | null, after: string | null) => ({
  before: { ...audit.before, paymentReference: before },
  after: { ...audit.after, paymentReference: after },
});

const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

/** What a client sees of a request: staff notes and names stay with staff. */
function forClient({ clientFirstName: _first, clientLastName: _last, setUp: _setUp, ...withdrawal }: Payout): Payout {
  return { ...withdrawal, adminNotes: null, processedBy: null, holderMatchesClient: null };
}

export function createPayoutsService(db: Db, accounts: AccountsService, notifier: Notifier, secrets: SecretSealer) {
  const select = (tx: Db) =>
    tx
      .select(payoutColumns)
      .from(payouts)
      .innerJoin(clientAccounts, eq(clientAccounts.id, payouts.clientAccountId))
      .leftJoin(users, eq(users.id, payouts.processedBy));

  /** Staff's view of requests: each with who set up its account and money (decision 034). */
  async function forStaff(tx: Db, rows: PayoutRow[]): Promise<Payout[]> {
    const setUps = await payoutSetUps(
      tx,
      rows.map((row) => row.payout.clientAccountId),
    );
    return rows.map((row) => ({ ...toPayout(row), setUp: setUps.get(row.payout.clientAccountId) }));
  }

  return {
    /** Opens a request for the whole available balance; one open request at a time. */
    async request(accountId: number, input: CreatePayout): Promise<Payout> {
      try {
        return await db.transaction(async (tx) => {
          const account = await accounts.lockAccount(tx, accountId);
          const open = await accounts.openPayoutCents(tx, accountId);
          if (open > 0) throw new HttpError(409, OPEN_PAYOUT_EXISTS);
          const available = toCents(account.recoveredAmount);
          if (available <= 0) throw new HttpError(409, NOTHING_TO_PAY_OUT);
          if (input.amount !== undefined) {
            const asked = String(input.amount).trim();
            if (!/^\d+(\.\d{1,2})?$/.test(asked) || normaliseMoney(asked) !== fromCents(available)) {
              throw new HttpError(409, `A payout is always for your full available balance of ${fromCents(available)} ${account.currency}`);
            }
          }
          const crypto = input.withdrawalMethod === 'cryptocurrency';
          // A plain note (a string `bankDetails`) is accepted and not kept: only an account given in the portal is.
          const bankAccount = !crypto && typeof input.bankDetails === 'object' ? input.bankDetails : null;
          const [created] = await tx
            .insert(payouts)
            .values({
              clientAccountId: accountId,
              amount: fromCents(available),
              currency: account.currency,
              withdrawalMethod: input.withdrawalMethod,
              cryptoType: crypto ? input.cryptoType : null,
              walletAddress: crypto ? input.walletAddress : null,
              ...(bankAccount ? sealedBankColumns(secrets, accountId, bankAccount, account) : {}),
            })
            .returning({ id: payouts.id });
          const [row] = await select(tx).where(eq(payouts.id, created.id));
          return forClient(toPayout(row));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, OPEN_PAYOUT_EXISTS);
        throw error;
      }
    },

    async listForClient(accountId: number): Promise<Payout[]> {
      return (await select(db).where(eq(payouts.clientAccountId, accountId)).orderBy(desc(payouts.id))).map((row) => forClient(toPayout(row)));
    },

    /** A page of requests, newest first: of one status or every one, older than the id `before` when given. */
    async listForStaff({ status, before }: { status: PayoutStatus | null; before?: number }): Promise<Payout[]> {
      return forStaff(
        db,
        await select(db)
          .where(and(status ? eq(payouts.status, status) : undefined, before ? lt(payouts.id, before) : undefined))
          .orderBy(desc(payouts.id))
          .limit(STAFF_LIST_PAGE_SIZE),
      );
    },

    /**
     * Moves a request along pending -> processing -> completed | rejected (or pending -> rejected); completing moves its amount from recovered to transferred.
     * Completing (with the transfer's payment reference), rejecting and rewording a rejection's reason or a
     * completed payout's reference are an admin's; notes are anyone's.
     */
    async update(
      id: number,
      change: { status: PayoutStatus; adminNotes?: string | null; reason?: string | null; paymentReference?: string | null },
      actor: { id: number; isAdmin: boolean },
    ): Promise<Payout> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
        if (!current) throw new HttpError(404, PAYOUT_NOT_FOUND);
        await accounts.lockAccount(tx, current.clientAccountId);
        const from = current.status as PayoutStatus;
        const moving = change.status !== from;
        const reference = change.paymentReference === undefined ? undefined : change.paymentReference || null;
        const rewordsReference = !moving && from === 'completed' && reference !== undefined && reference !== current.paymentReference;
        const decides = moving
          ? change.status === 'completed' || change.status === 'rejected'
          : (from === 'rejected' && keptRejectionReason(change) !== current.rejectionReason) || rewordsReference;
        if (decides && !actor.isAdmin) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
        if (moving && !PAYOUT_TRANSITIONS[from].includes(change.status)) {
          throw new HttpError(409, `A ${from} withdrawal request cannot become ${change.status}`);
        }
        if (change.status !== 'completed' && reference) throw new HttpError(400, PAYMENT_REFERENCE_MESSAGES.onlyCompleted);
        const keptReference = change.status === 'completed' ? (reference === undefined ? current.paymentReference : reference) : null;
        if (change.status === 'completed' && !keptReference) throw new HttpError(400, PAYMENT_REFERENCE_MESSAGES.required);
        await tx
          .update(payouts)
          .set({
            ...reviewedColumns(change),
            paymentReference: keptReference,
            ...(moving ? { processedBy: actor.id, processedAt: new Date().toISOString() } : {}),
            updatedAt: new Date().toISOString(),
          })
          .where(and(eq(payouts.id, id), eq(payouts.status, from)));
        if (change.status === 'completed' && moving) await accounts.refreshBalances(tx, current.clientAccountId);
        if (moving) await notifier.toClient(tx, current.clientAccountId, 'payout_status');
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'withdrawal.updated',
          entityType: 'withdrawal_request',
          entityId: id,
          ...withReference(
            reviewAudit({ status: from, adminNotes: current.adminNotes, reason: current.rejectionReason }, change),
            current.paymentReference,
            keptReference,
          ),
        });
        const [reply] = await forStaff(tx, await select(tx).where(eq(payouts.id, id)));
        return reply;
      });
    },

    /** The whole bank account of one payout, for the admin processing it; each read is audited (never what was read). */
    async bankDetailsFor(id: number, actor: { id: number }): Promise<PayoutBankDetails> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
        if (!row) throw new HttpError(404, PAYOUT_NOT_FOUND);
        const opened = openBankAccount(secrets, row.clientAccountId, row.bankDetails);
        await recordAudit(tx, { actorUserId: actor.id, action: 'withdrawal.bank_details_viewed', entityType: 'withdrawal_request', entityId: id });
        const account = opened && 'accountHolder' in opened ? opened : null;
        return {
          accountHolder: account?.accountHolder ?? null,
          sortCode: account?.sortCode ?? null,
          accountNumber: account?.accountNumber ?? null,
          iban: account?.iban ?? null,
          note: opened && 'note' in opened ? opened.note : null,
          holderMatchesClient: row.bankHolderMatches,
        };
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
