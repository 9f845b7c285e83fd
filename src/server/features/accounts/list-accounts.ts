import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { accountIdOfCaseId, type ClientAccount } from '../../../contract/accounts/accounts';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { toCents } from '../../../contract/shared/money';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientSubmissions, users } from '../../platform/db/schema';
import { caseHandlerOf, toAccount } from './read-account';

export interface AccountListQuery {
  q: string;
  updateOverdue?: boolean;
  before?: number;
}

/** Whether the account's client has had no update they can see for `days` (counted from its opening when none). */
const waitingForUpdate = (days: number) => sql`coalesce(
  (select max(u.created_at) from case_updates u where u.client_account_id = ${clientAccounts.id} and u.visible_to_client),
  ${clientAccounts.createdAt}) < now() - make_interval(days => ${days})`;

/** Matches `q` in the email or a name, or names the account by its case ID, as the client quotes it. */
function searchFor(casePrefix: string, q: string) {
  if (!q.trim()) return undefined;
  const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byCase = accountIdOfCaseId(casePrefix, q);
  return or(
    ilike(clientAccounts.email, pattern),
    ilike(clientAccounts.firstName, pattern),
    ilike(clientAccounts.lastName, pattern),
    byCase === null ? undefined : eq(clientAccounts.id, byCase),
  );
}

/**
 * A page of the accounts matching `q`, newest first, older than the id `before` when given; with
 * `updateOverdue`, only those whose client has had no update for `updateDays`.
 */
export async function listAccounts(
  db: Db,
  deps: { casePrefix: string; updateDays: number },
  { q, updateOverdue, before }: AccountListQuery,
): Promise<ClientAccount[]> {
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
        searchFor(deps.casePrefix, q),
        updateOverdue ? waitingForUpdate(deps.updateDays) : undefined,
        before ? lt(clientAccounts.id, before) : undefined,
      ),
    )
    .orderBy(desc(clientAccounts.id))
    .limit(STAFF_LIST_PAGE_SIZE);
  return rows.map(({ account, open, ...lead }) => toAccount(deps.casePrefix, account, toCents(open), lead));
}
