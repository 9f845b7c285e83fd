import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_SET_UP_MESSAGES,
  type AccountOrigin,
  accountIdOfCaseId,
  caseId,
  type ClientAccount,
  recoveryStatusOf,
  type ClientLedgerEntry,
  type CreateClientAccount,
  type LedgerEntry,
  type RecordRecovery,
} from '../../../contract/accounts/accounts';
import type { CaseStage } from '../../../contract/accounts/case-progress';
import { formatMoney, fromCents, MAX_CENTS, toCents } from '../../../contract/shared/money';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { OPEN_PAYOUT_STATUSES } from '../../../contract/accounts/payouts';
import { maskedBankAccount } from '../../../contract/accounts/bank-details';
import { type Db, queryRows } from '../../platform/db/client';
import {
  caseUpdates,
  chatRooms,
  clientAccounts,
  clientDocuments,
  clientSubmissions,
  documentRequests,
  clientSessions,
  complaints,
  contactSubmissions,
  recoveryLedgerEntries as ledger,
  users,
  payoutRequests,
} from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { isoOrNull } from '../../platform/db/timestamps';
import type { LeadsService } from '../leads';
import { recordAudit } from '../../platform/audit';
import { chatsWithMessages, emailsTo, leadForExport, personalDataZip } from '../../platform/personal-data-zip';
import { complaintIsOpen, eraseAuditValues, eraseOneTimeTokens, eraseTracesOf } from '../../platform/erasure';
import { auditHoldChange, holdColumns, refuseErasureForComplaint, refuseHeldErasure } from '../../platform/legal-hold';
import { hashPassword } from '../../platform/auth/passwords';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import type { Notifier } from '../../platform/mail/notifier';
import { stageAfterReversal } from './case-stage';
import { referenceKey } from './ledger-reference';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ALREADY_HAS_LEDGER_MESSAGE =
  'This account already has recorded recoveries: record further money in its ledger, with its own reference';
export const ACCOUNT_HAS_LEAD_MESSAGE = 'This email already has a client account, linked to another lead: open it from Client Accounts';
export const leadHasAccountMessage = (email: string) =>
  `This lead already has a client account (${email}): open it from Client Accounts instead of creating another`;
/** Staff never choose an existing client's password: whoever did could sign in as the client and ask for their money. */
export const CLIENT_OWNS_PASSWORD_MESSAGE =
  'This email already has a client account, and its password is the client\'s own: leave the password empty. The client can choose a new one with "Forgot password?" on the sign-in page';

/** The same reference on a second entry (named as it was recorded, see `referenceKey`): a payment is recorded once (a mistaken entry is reversed first). */
export const referenceTakenMessage = (reference: string, amount: string, receivedOn: string) =>
  `Reference ${reference} is already recorded on this account (${amount} received on ${receivedOn}): each payment is recorded once, with its own reference. If that entry was a mistake, reverse it first`;

type AccountRow = typeof clientAccounts.$inferSelect;

/** The client's case handler: the active staff member their lead is assigned to (join condition on `users`). */
const caseHandlerOf = and(eq(users.id, clientSubmissions.assignedTo), eq(users.isActive, true));

const today = () => new Date().toISOString().slice(0, 10);

/** What an account's audit entries may hold: never the password. */
function auditView(row: AccountRow) {
  return {
    email: row.email,
    currency: row.currency,
    caseStage: row.caseStage,
    isActive: row.isActive,
    submissionId: row.submissionId,
    emailChosenByStaff: row.emailChosenByStaff,
    passwordChosenByStaff: row.passwordChosenByStaff,
  };
}

/** How the account-ready email names the case: its case ID, and the reference the client's assessment receipt gave them. */
export const caseReference = (id: string, assessmentReference: string | null): string =>
  assessmentReference ? `${id} (your assessment reference: ${assessmentReference})` : id;

/** A staff member as staff see them: their name, or their email when they have none. */
export const staffName = (member: { email: string | null; firstName: string | null; lastName: string | null }): string | null =>
  member.email ? [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email : null;

/**
 * Who may choose what when opening an account (decision 034): a caseworker opens it from a lead, under the
 * lead's own email, and the client chooses their password from the invitation. Refused before anything is written.
 */
function assertMaySetUp(input: CreateClientAccount, lead: { email: string } | null, actor: { isAdmin: boolean }): void {
  if (actor.isAdmin) return;
  if (input.password) throw new HttpError(403, ACCOUNT_SET_UP_MESSAGES.passwordIsTheClients);
  if (!lead) throw new HttpError(403, ACCOUNT_SET_UP_MESSAGES.leadRequired);
  if (lead.email.trim().toLowerCase() !== input.email) throw new HttpError(403, ACCOUNT_SET_UP_MESSAGES.emailIsTheLeads);
}

export interface AccountsOptions {
  casePrefix: string;
  leads: LeadsService;
  /**
   * Emails a new client without a password a link to choose one, quoting `reference` (their case ID and
   * assessment reference); called inside the creating transaction.
   */
  invite: (tx: Db, account: { id: number; email: string; reference: string }) => Promise<void>;
  notifier: Notifier;
  /** A client with no client-visible update for this many days is overdue one. */
  updateDays: number;
}

export function createAccountsService(db: Db, options: AccountsOptions) {
  async function revokeSessions(tx: Db, accountId: number): Promise<void> {
    await tx
      .update(clientSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(clientSessions.clientAccountId, accountId), isNull(clientSessions.revokedAt)));
  }

  async function openPayoutCents(tx: Db, accountId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${payoutRequests.amount}), 0)::text` })
      .from(payoutRequests)
      .where(and(eq(payoutRequests.clientAccountId, accountId), inArray(payoutRequests.status, [...OPEN_PAYOUT_STATUSES])));
    return toCents(row.total);
  }

  function toAccount(row: AccountRow, openCents: number, lead: { reference: string | null; handler: string | null }): ClientAccount {
    const recovered = toCents(row.recoveredAmount);
    const caseStage = row.caseStage as CaseStage;
    const caseStageChangedAt = new Date(row.caseStageChangedAt).toISOString();
    return {
      id: row.id,
      caseId: caseId(options.casePrefix, row.id),
      submissionId: row.submissionId,
      assessmentReference: lead.reference,
      caseHandler: lead.handler?.trim() || null,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      recoveredAmount: fromCents(recovered),
      transferredAmount: fromCents(toCents(row.transferredAmount)),
      availableAmount: fromCents(Math.max(0, recovered - openCents)),
      currency: row.currency,
      recoveryStatus: recoveryStatusOf({ caseStage, recoveredAmount: row.recoveredAmount, transferredAmount: row.transferredAmount }),
      recoveryStatusChangedAt: caseStageChangedAt,
      lastLogin: isoOrNull(row.lastLogin),
      previousLogin: isoOrNull(row.previousLogin),
      isActive: row.isActive,
      caseStage,
      caseStageChangedAt,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  async function lockAccount(tx: Db, accountId: number): Promise<AccountRow> {
    const [row] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId)).for('update');
    if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    return row;
  }

  /**
   * Sets the account's recovered and transferred amounts from the ledger and the completed payouts.
   * The only writer of those two columns; call it in the transaction that changed either source.
   */
  async function refreshBalances(tx: Db, accountId: number): Promise<void> {
    await tx.execute(sql`
      update client_accounts set
        transferred_amount = t.transferred,
        recovered_amount = t.recorded - t.transferred,
        updated_at = now()
      from (select
        (select coalesce(sum(amount), 0) from recovery_ledger_entries where client_account_id = ${accountId}) as recorded,
        (select coalesce(sum(amount), 0) from withdrawal_requests where client_account_id = ${accountId} and status = 'completed') as transferred
      ) t
      where client_accounts.id = ${accountId}`);
  }

  async function addLedgerEntry(
    tx: Db,
    account: AccountRow,
    entry: { amount: string; currency: string; receivedOn: string; reference: string; note: string | null; reversesEntryId?: number },
    actorUserId: number,
  ) {
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
    if (!entry.reversesEntryId) {
      // One payment, one reference: the same evidence recorded twice would show the client money they never got.
      // Compared as `referenceKey` folds them (a dash, a space or an invisible character does not make another
      // payment); the account's row is locked, so its entries are read whole and compared here.
      const key = referenceKey(entry.reference);
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
    const [created] = await tx
      .insert(ledger)
      .values({ ...entry, clientAccountId: account.id, recordedBy: actorUserId })
      .returning({ id: ledger.id });
    await refreshBalances(tx, account.id);
    await recordAudit(tx, {
      actorUserId,
      action: entry.reversesEntryId ? 'ledger.reversed' : 'ledger.recorded',
      entityType: 'client_account',
      entityId: account.id,
      after: { entryId: created.id, ...entry },
    });
    return created.id;
  }

  /** The reference of a complaint still open that the account made, or that was made from its address. */
  async function openComplaintOfAccount(accountId: number): Promise<string | null> {
    const [row] = await queryRows<{ reference: string }>(
      db,
      sql`select c.reference from complaints c join client_accounts a on a.id = ${accountId}
        where ${complaintIsOpen()} and (c.client_account_id = a.id or lower(c.email) = lower(a.email))
        order by c.received_at, c.id limit 1`,
    );
    return row?.reference ?? null;
  }

  async function getAccountIn(tx: Db, accountId: number): Promise<ClientAccount> {
    const [row] = await tx
      .select({ account: clientAccounts, reference: clientSubmissions.reference, handler: users.firstName })
      .from(clientAccounts)
      .leftJoin(clientSubmissions, eq(clientSubmissions.id, clientAccounts.submissionId))
      .leftJoin(users, caseHandlerOf)
      .where(eq(clientAccounts.id, accountId));
    if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    return toAccount(row.account, await openPayoutCents(tx, accountId), row);
  }

  async function ledgerEntries(accountId: number): Promise<LedgerEntry[]> {
    const rows = await db
      .select({
        entry: ledger,
        staffEmail: users.email,
        staffFirst: users.firstName,
        staffLast: users.lastName,
      })
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
      recordedBy: staffName({ email: staffEmail, firstName: staffFirst, lastName: staffLast }),
      createdAt: new Date(entry.createdAt).toISOString(),
    }));
  }

  return {
    getAccount: (accountId: number) => getAccountIn(db, accountId),
    getAccountIn,
    updateDays: options.updateDays,

    /** Who opened the account and what staff chose for it (decision 034), for staff. */
    async originOf(accountId: number): Promise<AccountOrigin> {
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
    },

    /** The legal hold on an account, for staff: its reason and since when, or null. */
    async holdOf(accountId: number): Promise<{ reason: string; since: string } | null> {
      const [row] = await db
        .select({ reason: clientAccounts.legalHoldReason, at: clientAccounts.legalHoldAt })
        .from(clientAccounts)
        .where(eq(clientAccounts.id, accountId));
      return row?.reason != null ? { reason: row.reason, since: new Date(row.at ?? Date.now()).toISOString() } : null;
    },
    lockAccount,
    refreshBalances,
    openPayoutCents,

    /**
     * A page of the accounts matching `q`, newest first, older than the id `before` when given; with
     * `updateOverdue`, only those whose client has had no update for `updateDays`.
     */
    async listAccounts({ q, updateOverdue, before }: { q: string; updateOverdue?: boolean; before?: number }): Promise<ClientAccount[]> {
      const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byCase = accountIdOfCaseId(options.casePrefix, q);
      const overdue = sql`coalesce(
        (select max(u.created_at) from case_updates u where u.client_account_id = ${clientAccounts.id} and u.visible_to_client),
        ${clientAccounts.createdAt}) < now() - make_interval(days => ${options.updateDays})`;
      const rows = await db
        .select({
          account: clientAccounts,
          open: sql<string>`(select coalesce(sum(w.amount), 0)::text from withdrawal_requests w
            where w.client_account_id = "client_accounts"."id" and w.status in ('pending', 'processing'))`,
          reference: clientSubmissions.reference,
          handler: users.firstName,
        })
        .from(clientAccounts)
        .leftJoin(clientSubmissions, eq(clientSubmissions.id, clientAccounts.submissionId))
        .leftJoin(users, caseHandlerOf)
        .where(
          and(
            q.trim()
              ? or(
                  ilike(clientAccounts.email, pattern),
                  ilike(clientAccounts.firstName, pattern),
                  ilike(clientAccounts.lastName, pattern),
                  // A case ID, as the client quotes it, names its account.
                  byCase === null ? undefined : eq(clientAccounts.id, byCase),
                )
              : undefined,
            updateOverdue ? overdue : undefined,
            before ? lt(clientAccounts.id, before) : undefined,
          ),
        )
        .orderBy(desc(clientAccounts.id))
        .limit(STAFF_LIST_PAGE_SIZE);
      return rows.map(({ account, open, ...lead }) => toAccount(account, toCents(open), lead));
    },

    /**
     * Creates the account for an email, or updates the existing one (lead link, first amount); an existing
     * account's password is never set here (409). Only an admin chooses another email than the lead's, or a
     * password (403 for a caseworker; decision 034); what was chosen is kept on the account and audited.
     * An amount above zero becomes a ledger entry with its reference, never a typed-in balance.
     */
    async createOrUpdate(
      input: CreateClientAccount,
      actor: { id: number; isAdmin: boolean },
    ): Promise<{ created: boolean; account: ClientAccount }> {
      const actorUserId = actor.id;
      if (input.receivedOn && input.receivedOn > today()) throw new HttpError(400, 'Date received cannot be in the future');
      const lead = input.submissionId ? await options.leads.getLead(input.submissionId) : null;
      assertMaySetUp(input, lead, actor);
      if (input.password) assertAcceptablePassword(input.password);
      const emailChosenByStaff = !lead || lead.email.trim().toLowerCase() !== input.email;
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      return db.transaction(async (tx) => {
        if (lead) {
          // One person, one account: a lead's account is found by its own email, never given a second. The
          // lead's row is locked so that two creations at once for it are taken one after the other.
          await tx.execute(sql`select id from client_submissions where id = ${lead.id} for update`);
          const [linked] = await tx
            .select({ email: clientAccounts.email })
            .from(clientAccounts)
            .where(and(eq(clientAccounts.submissionId, lead.id), sql`lower(${clientAccounts.email}) <> ${input.email.toLowerCase()}`))
            .limit(1);
          if (linked) throw new HttpError(409, leadHasAccountMessage(linked.email));
        }
        const [inserted] = await tx
          .insert(clientAccounts)
          .values({
            email: input.email,
            passwordHash,
            submissionId: lead?.id ?? null,
            firstName: lead?.firstName ?? null,
            lastName: lead?.lastName ?? null,
            currency: input.currency,
            createdBy: actorUserId,
            emailChosenByStaff,
            passwordChosenByStaff: passwordHash !== null,
          })
          .onConflictDoNothing()
          .returning();
        let account: AccountRow;
        if (inserted) {
          account = inserted;
          if (!passwordHash) {
            const reference = caseReference(caseId(options.casePrefix, account.id), lead?.reference ?? null);
            await options.invite(tx, { id: account.id, email: account.email, reference });
          }
          await recordAudit(tx, {
            actorUserId,
            action: 'client_account.created',
            entityType: 'client_account',
            entityId: account.id,
            after: { ...auditView(account), createdBy: actorUserId },
          });
        } else {
          const [existing] = await tx
            .select()
            .from(clientAccounts)
            .where(eq(sql`lower(${clientAccounts.email})`, input.email))
            .for('update');
          if (passwordHash) throw new HttpError(409, CLIENT_OWNS_PASSWORD_MESSAGE);
          // An account stays with its person's lead: linking it to another would give it that person's name.
          if (lead && existing.submissionId !== null && existing.submissionId !== lead.id) {
            throw new HttpError(409, ACCOUNT_HAS_LEAD_MESSAGE);
          }
          const hasEntries = (await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.clientAccountId, existing.id)).limit(1)).length > 0;
          // The dialog's amount is the first entry only: re-typing a total must not record it twice.
          if (hasEntries && toCents(input.recoveredAmount) > 0) {
            throw new HttpError(409, ALREADY_HAS_LEDGER_MESSAGE);
          }
          const [updated] = await tx
            .update(clientAccounts)
            .set({
              submissionId: lead?.id ?? existing.submissionId,
              firstName: lead?.firstName ?? existing.firstName,
              lastName: lead?.lastName ?? existing.lastName,
              currency: hasEntries ? existing.currency : input.currency,
              // An account linked to a lead of another email was not opened under that lead's own address.
              emailChosenByStaff: existing.emailChosenByStaff || (lead !== null && emailChosenByStaff),
              updatedAt: new Date().toISOString(),
            })
            .where(eq(clientAccounts.id, existing.id))
            .returning();
          account = updated;
          await recordAudit(tx, {
            actorUserId,
            action: 'client_account.updated',
            entityType: 'client_account',
            entityId: account.id,
            before: auditView(existing),
            after: auditView(updated),
          });
        }
        if (lead) await options.leads.markConverted(tx, lead.id, actorUserId);
        if (toCents(input.recoveredAmount) > 0) {
          await addLedgerEntry(
            tx,
            account,
            {
              amount: input.recoveredAmount,
              currency: account.currency,
              receivedOn: input.receivedOn ?? today(),
              reference: input.reference,
              note: null,
            },
            actorUserId,
          );
        }
        return { created: Boolean(inserted), account: await getAccountIn(tx, account.id) };
      });
    },

    async updateAccount(accountId: number, patch: { isActive?: boolean; legalHold?: boolean; holdReason?: string }, actorUserId: number) {
      return db.transaction(async (tx) => {
        const before = await lockAccount(tx, accountId);
        await auditHoldChange(tx, { type: 'client_account', id: accountId, action: 'client_account' }, before.legalHoldReason, patch, actorUserId);
        const [after] = await tx
          .update(clientAccounts)
          .set({
            ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
            ...holdColumns(patch),
            updatedAt: new Date().toISOString(),
          })
          .where(eq(clientAccounts.id, accountId))
          .returning();
        // Deactivation ends the sessions for good: reactivating the account later never revives them.
        if (patch.isActive === false) await revokeSessions(tx, accountId);
        await recordAudit(tx, {
          actorUserId,
          action: 'client_account.updated',
          entityType: 'client_account',
          entityId: accountId,
          before: auditView(before),
          after: auditView(after),
        });
        return getAccountIn(tx, accountId);
      });
    },

    async recordRecovery(accountId: number, input: RecordRecovery, actorUserId: number): Promise<ClientAccount> {
      if (input.receivedOn > today()) throw new HttpError(400, 'Date received cannot be in the future');
      return db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        await addLedgerEntry(tx, account, { ...input, note: input.note || null }, actorUserId);
        await options.notifier.toClient(tx, accountId, 'account_updated');
        return getAccountIn(tx, accountId);
      });
    },

    /** Corrects an entry with its opposite; the balance may never fall below what is promised to open payouts. */
    async reverseEntry(accountId: number, entryId: number, note: string, actorUserId: number): Promise<ClientAccount> {
      return db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const [entry] = await tx
          .select()
          .from(ledger)
          .where(and(eq(ledger.id, entryId), eq(ledger.clientAccountId, accountId)));
        if (!entry) throw new HttpError(404, 'Ledger entry not found');
        if (entry.reversesEntryId) throw new HttpError(409, 'A reversing entry cannot itself be reversed');
        const [already] = await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.reversesEntryId, entryId));
        if (already) throw new HttpError(409, 'This entry has already been reversed');
        const open = await openPayoutCents(tx, accountId);
        if (toCents(account.recoveredAmount) - toCents(entry.amount) - open < 0) {
          throw new HttpError(
            409,
            open > 0
              ? 'Reversing this entry would leave less than the open payout request: reject that request first'
              : 'Reversing this entry would make the recovered balance negative',
          );
        }
        await addLedgerEntry(
          tx,
          account,
          {
            amount: fromCents(-toCents(entry.amount)),
            currency: entry.currency,
            receivedOn: today(),
            reference: entry.reference,
            note,
            reversesEntryId: entry.id,
          },
          actorUserId,
        );
        await stageAfterReversal(tx, options.notifier, accountId, actorUserId);
        return getAccountIn(tx, accountId);
      });
    },

    ledgerEntries,

    /**
     * Everything held about a client, for a subject-access request, as one ZIP: their lead and contact
     * messages, the account, its ledger, payout requests, documents (the files beside the JSON) and the
     * documents asked of them, case updates and the case's timeline (given by case progress), complaints
     * and chats.
     */
    async exportPersonalData(accountId: number, timeline: unknown[]): Promise<Buffer> {
      const account = await getAccountIn(db, accountId);
      const lead = account.submissionId
        ? await options.leads.getLead(account.submissionId).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return null;
            throw error;
          })
        : null;
      const [payoutRows, documentRows, requestRows, rooms, contactMessages, complaintRows, updates, emails] = await Promise.all([
        db.select().from(payoutRequests).where(eq(payoutRequests.clientAccountId, accountId)),
        db
          .select({
            id: clientDocuments.id,
            documentType: clientDocuments.documentType,
            fileName: clientDocuments.fileName,
            fileSize: clientDocuments.fileSize,
            mimeType: clientDocuments.mimeType,
            uploadedAt: clientDocuments.uploadedAt,
            status: clientDocuments.status,
          })
          .from(clientDocuments)
          .where(eq(clientDocuments.clientAccountId, accountId)),
        db.select().from(documentRequests).where(eq(documentRequests.clientAccountId, accountId)).orderBy(asc(documentRequests.id)),
        db
          .select()
          .from(chatRooms)
          .where(or(eq(chatRooms.clientAccountId, accountId), eq(sql`lower(${chatRooms.contactEmail})`, account.email.toLowerCase()))),
        db
          .select()
          .from(contactSubmissions)
          .where(eq(sql`lower(${contactSubmissions.email})`, account.email.toLowerCase()))
          .orderBy(asc(contactSubmissions.id)),
        db
          .select()
          .from(complaints)
          .where(or(eq(complaints.clientAccountId, accountId), eq(sql`lower(${complaints.email})`, account.email.toLowerCase())))
          .orderBy(asc(complaints.id)),
        db.select().from(caseUpdates).where(eq(caseUpdates.clientAccountId, accountId)).orderBy(asc(caseUpdates.id)),
        emailsTo(db, account.email),
      ]);
      const data = {
        exportedAt: new Date().toISOString(),
        lead: lead && leadForExport(lead),
        contactMessages,
        account,
        ledger: await ledgerEntries(accountId),
        // The bank account given for a payout only masked, as the client sees it in the portal.
        payoutRequests: payoutRows.map(({ adminNotes: _n, processedBy: _p, bankDetails: _sealed, bankHolderMatches: _h, ...rest }) => ({
          ...rest,
          bankDetails: maskedBankAccount(rest.bankAccountKind, rest.bankAccountEnding),
        })),
        documents: documentRows.map((doc) => ({ ...doc, file: `documents/${doc.id}-${doc.fileName}` })),
        documentRequests: requestRows.map(({ createdBy: _staff, ...rest }) => rest),
        caseUpdates: updates,
        timeline,
        complaints: complaintRows,
        chats: await chatsWithMessages(db, rooms),
        emails,
      };
      const files = await db
        .select({ id: clientDocuments.id, fileName: clientDocuments.fileName, bytes: clientDocuments.fileData })
        .from(clientDocuments)
        .where(eq(clientDocuments.clientAccountId, accountId));
      return personalDataZip(
        data,
        files.map((file) => ({ name: `${file.id}-${file.fileName}`, bytes: file.bytes })),
      );
    },

    /**
     * Erases a client (UK GDPR): the account with its ledger, payouts, documents, sessions and chats,
     * and the personal data in its audit trail. What stays is that an erasure happened, and their
     * complaints, kept for the complaint's own period; refused while one of them is open.
     */
    async erase(accountId: number, actorUserId: number | null): Promise<void> {
      const [held] = await db
        .select({ reason: clientAccounts.legalHoldReason, submissionId: clientAccounts.submissionId })
        .from(clientAccounts)
        .where(eq(clientAccounts.id, accountId));
      if (!held) throw new HttpError(404, ACCOUNT_NOT_FOUND);
      // Erasing the client erases their lead too: a hold on either keeps both.
      const entity = { type: 'client_account', id: accountId, action: 'client_account' };
      const hold = held.reason ?? (held.submissionId ? await options.leads.holdOf(held.submissionId) : null);
      if (hold !== null) await refuseHeldErasure(db, entity, hold, actorUserId);
      // Complaint records are kept (DISP 1.9): while one of the client's is open, nothing of them is erased.
      const complaint =
        (await openComplaintOfAccount(accountId)) ?? (held.submissionId ? await options.leads.openComplaintOf(held.submissionId) : null);
      if (complaint !== null) await refuseErasureForComplaint(db, entity, complaint, actorUserId);
      const submissionId = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const owned = async (table: typeof payoutRequests | typeof clientDocuments) =>
          (await tx.select({ id: table.id }).from(table).where(eq(table.clientAccountId, accountId))).map((row) => row.id);
        const [payoutIds, documentIds] = [await owned(payoutRequests), await owned(clientDocuments)];
        await tx.delete(chatRooms).where(eq(chatRooms.clientAccountId, accountId));
        await tx.delete(clientAccounts).where(eq(clientAccounts.id, accountId));
        await eraseTracesOf(tx, account.email);
        await eraseOneTimeTokens(tx, 'client', accountId);
        await eraseAuditValues(tx, 'client_account', [accountId]);
        await eraseAuditValues(tx, 'withdrawal_request', payoutIds);
        await eraseAuditValues(tx, 'client_document', documentIds);
        await recordAudit(tx, { actorUserId, action: 'client_account.erased', entityType: 'client_account', entityId: accountId });
        return account.submissionId;
      });
      // The lead the account came from is the same person's data.
      if (submissionId)
        await options.leads.deleteLead(submissionId, actorUserId).catch((error: unknown) => {
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        });
    },

    async clientLedger(accountId: number): Promise<ClientLedgerEntry[]> {
      return (await ledgerEntries(accountId)).map(({ id, amount, currency, receivedOn, reference, reversesEntryId }) => ({
        id,
        amount,
        currency,
        receivedOn,
        reference,
        reversesEntryId,
      }));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
