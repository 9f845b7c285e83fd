import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_SET_UP_MESSAGES, caseId, type ClientAccount, type CreateClientAccount } from '../../../contract/accounts/accounts';
import type { Lead } from '../../../contract/leads/lead';
import { toCents } from '../../../contract/shared/money';
import { recordAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/passwords';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import type { Db } from '../../platform/db/client';
import { clientAccounts, recoveryLedgerEntries as ledger } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import type { LeadsService } from '../leads';
import { addLedgerEntry, refuseFutureDate, today } from './add-ledger-entry';
import { type AccountRow, auditView, readAccount } from './read-account';

export const ALREADY_HAS_LEDGER_MESSAGE =
  'This account already has recorded recoveries: record further money in its ledger, with its own reference';
export const ACCOUNT_HAS_LEAD_MESSAGE = 'This email already has a client account, linked to another lead: open it from Client Accounts';
export const leadHasAccountMessage = (email: string) =>
  `This lead already has a client account (${email}): open it from Client Accounts instead of creating another`;
/** Staff never choose an existing client's password: whoever did could sign in as the client and ask for their money. */
export const CLIENT_OWNS_PASSWORD_MESSAGE =
  'This email already has a client account, and its password is the client\'s own: leave the password empty. The client can choose a new one with "Forgot password?" on the sign-in page';

/** How the account-ready email names the case: its case ID, and the reference the client's assessment receipt gave them. */
export const caseReference = (id: string, assessmentReference: string | null): string =>
  assessmentReference ? `${id} (your assessment reference: ${assessmentReference})` : id;

export interface CreateAccountDeps {
  casePrefix: string;
  leads: Pick<LeadsService, 'getLead' | 'markConverted'>;
  /**
   * Emails a new client without a password a link to choose one, quoting `reference` (their case ID and
   * assessment reference); called inside the creating transaction.
   */
  invite: (tx: Db, account: { id: number; email: string; reference: string }) => Promise<void>;
}

/** What staff chose for the account (decision 034), worked out before anything is written. */
interface SetUp {
  input: CreateClientAccount;
  lead: Lead | null;
  passwordHash: string | null;
  emailChosenByStaff: boolean;
  staffId: number;
}

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

/**
 * One person, one account: a lead's account is found by its own email, never given a second. The lead's
 * row is locked so that two creations at once for it are taken one after the other.
 */
async function refuseSecondAccountOfLead(tx: Db, lead: Lead, email: string): Promise<void> {
  await tx.execute(sql`select id from client_submissions where id = ${lead.id} for update`);
  const [linked] = await tx
    .select({ email: clientAccounts.email })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.submissionId, lead.id), sql`lower(${clientAccounts.email}) <> ${email.toLowerCase()}`))
    .limit(1);
  if (linked) throw new HttpError(409, leadHasAccountMessage(linked.email));
}

/** A new account for the email, or null when it already has one; without a password, the client is invited to choose theirs. */
async function insertAccount(tx: Db, deps: CreateAccountDeps, setUp: SetUp): Promise<AccountRow | null> {
  const { input, lead, passwordHash, staffId } = setUp;
  const [account] = await tx
    .insert(clientAccounts)
    .values({
      email: input.email,
      passwordHash,
      submissionId: lead?.id ?? null,
      firstName: lead?.firstName ?? null,
      lastName: lead?.lastName ?? null,
      currency: input.currency,
      createdBy: staffId,
      emailChosenByStaff: setUp.emailChosenByStaff,
      passwordChosenByStaff: passwordHash !== null,
    })
    .onConflictDoNothing()
    .returning();
  if (!account) return null;
  if (!passwordHash) {
    const reference = caseReference(caseId(deps.casePrefix, account.id), lead?.reference ?? null);
    await deps.invite(tx, { id: account.id, email: account.email, reference });
  }
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'client_account.created',
    entityType: 'client_account',
    entityId: account.id,
    after: { ...auditView(account), createdBy: staffId },
  });
  return account;
}

/** The existing account of the email, linked to the lead; its password stays the client's own. */
async function updateExistingAccount(tx: Db, setUp: SetUp): Promise<AccountRow> {
  const { input, lead, staffId } = setUp;
  const [existing] = await tx
    .select()
    .from(clientAccounts)
    .where(eq(sql`lower(${clientAccounts.email})`, input.email))
    .for('update');
  if (setUp.passwordHash) throw new HttpError(409, CLIENT_OWNS_PASSWORD_MESSAGE);
  // An account stays with its person's lead: linking it to another would give it that person's name.
  if (lead && existing.submissionId !== null && existing.submissionId !== lead.id) throw new HttpError(409, ACCOUNT_HAS_LEAD_MESSAGE);
  const hasEntries = (await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.clientAccountId, existing.id)).limit(1)).length > 0;
  // The dialog's amount is the first entry only: re-typing a total must not record it twice.
  if (hasEntries && toCents(input.recoveredAmount) > 0) throw new HttpError(409, ALREADY_HAS_LEDGER_MESSAGE);
  const [updated] = await tx
    .update(clientAccounts)
    .set({
      submissionId: lead?.id ?? existing.submissionId,
      firstName: lead?.firstName ?? existing.firstName,
      lastName: lead?.lastName ?? existing.lastName,
      currency: hasEntries ? existing.currency : input.currency,
      // An account linked to a lead of another email was not opened under that lead's own address.
      emailChosenByStaff: existing.emailChosenByStaff || (lead !== null && setUp.emailChosenByStaff),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(clientAccounts.id, existing.id))
    .returning();
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'client_account.updated',
    entityType: 'client_account',
    entityId: updated.id,
    before: auditView(existing),
    after: auditView(updated),
  });
  return updated;
}

/**
 * Creates the account for an email, or updates the existing one (lead link, first amount); an existing
 * account's password is never set here (409). Only an admin chooses another email than the lead's, or a
 * password (403 for a caseworker; decision 034); what was chosen is kept on the account and audited.
 * An amount above zero becomes a ledger entry with its reference, never a typed-in balance.
 */
export async function createOrUpdateAccount(
  db: Db,
  deps: CreateAccountDeps,
  input: CreateClientAccount,
  staff: { id: number; isAdmin: boolean },
): Promise<{ created: boolean; account: ClientAccount }> {
  refuseFutureDate(input.receivedOn);
  const lead = input.submissionId ? await deps.leads.getLead(input.submissionId) : null;
  assertMaySetUp(input, lead, staff);
  if (input.password) assertAcceptablePassword(input.password);
  const setUp: SetUp = {
    input,
    lead,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    emailChosenByStaff: !lead || lead.email.trim().toLowerCase() !== input.email,
    staffId: staff.id,
  };
  return db.transaction(async (tx) => {
    if (lead) await refuseSecondAccountOfLead(tx, lead, input.email);
    const inserted = await insertAccount(tx, deps, setUp);
    const account = inserted ?? (await updateExistingAccount(tx, setUp));
    if (lead) await deps.leads.markConverted(tx, lead.id, staff.id);
    if (toCents(input.recoveredAmount) > 0) {
      const first = {
        amount: input.recoveredAmount,
        currency: account.currency,
        receivedOn: input.receivedOn ?? today(),
        reference: input.reference,
        note: null,
      };
      await addLedgerEntry(tx, account, first, staff.id);
    }
    return { created: inserted !== null, account: await readAccount(tx, deps.casePrefix, account.id) };
  });
}
