import { sql } from 'drizzle-orm';
import { caseId } from '../../../contract/accounts/accounts';
import type { SiteContent } from '../../../contract/content/content';
import type { BankHolidays } from '../../../contract/shared/business-days';
import { type Database, type Db, queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';

/** What the claims' use cases share. */
export interface ClaimsContext {
  db: Db;
  /** PostgreSQL's COPY out (none on the embedded database): enclosed documents stream through it. */
  copyOut?: Database['copyOut'];
  casePrefix: string;
  /** The practice's name from configuration, when site content gives no legal name (the pack's letterhead). */
  companyName: string;
  /** Site content's company details (the pack's letterhead), read by the content feature. */
  companyDetails: () => Promise<SiteContent['company']>;
  notifier: Notifier;
  holidays: BankHolidays;
  /** The day it is in London (a test may fix it). */
  today: () => string;
}

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const CLAIM_NOT_FOUND = 'Claim not found';

export interface AccountFacts {
  id: number;
  caseId: string;
  /** Their name, or their email when the account has no name (staff screens). */
  clientName: string;
  /** Their name as the account holds it; empty when it has none. */
  name: string;
  email: string;
  vulnerable: boolean;
  /** The staff member the client's lead is assigned to: a new claim's assignee. */
  leadAssignee: number | null;
}

/** The account a payment or claim belongs to, locked for the change when `forUpdate`; 404 when there is none. */
export async function accountFacts(
  context: Pick<ClaimsContext, 'casePrefix'>,
  db: Db,
  accountId: number,
  forUpdate = false,
): Promise<AccountFacts> {
  const [row] = await queryRows<{ id: number; email: string; name: string; vulnerable: boolean; lead_assignee: number | null }>(
    db,
    sql`select a.id, a.email, trim(concat_ws(' ', a.first_name, a.last_name)) as name, a.vulnerable, l.assigned_to as lead_assignee
      from client_accounts a left join client_submissions l on l.id = a.submission_id
      where a.id = ${accountId} ${forUpdate ? sql`for update of a` : sql``}`,
  );
  if (!row) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  return {
    id: row.id,
    caseId: caseId(context.casePrefix, row.id),
    clientName: row.name || row.email,
    name: row.name,
    email: row.email,
    vulnerable: row.vulnerable,
    leadAssignee: row.lead_assignee,
  };
}

/** Staff as lists name them: their name, or their email when they have none. */
export const staffNameSql = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`);
