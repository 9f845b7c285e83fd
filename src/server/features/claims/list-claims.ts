import { type SQL, sql } from 'drizzle-orm';
import { routesFor } from '../../../contract/claims/rules/claim-routes';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import type { PaymentFacts } from '../../../contract/claims/rules/payment-facts';
import {
  CLAIM_LIST_DEPTH,
  CLAIM_LIST_TOO_DEEP_MESSAGE,
  CLAIM_QUEUES,
  CLOSING_DAYS,
  type ClaimQueue,
  type ClaimListQuery,
} from '../../../contract/claims/claims';
import type { PaymentMethod } from '../../../contract/claims/payments';
import { accountIdOfCaseId, caseId } from '../../../contract/accounts/accounts';
import { addDays } from '../../../contract/shared/business-days';
import { queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { type ClaimsContext, staffNameSql } from './context';

const OPEN = sql`('preparing', 'filed', 'information_requested')`;

/** The claims each queue holds (`c` a claim, `a` its account); "to file" holds payments instead. */
function queueCondition(queue: Exclude<ClaimQueue, 'to_file'>, today: string, staffId: number): SQL {
  const closing = addDays(today, CLOSING_DAYS);
  switch (queue) {
    case 'window_closing':
      return sql`c.status = 'preparing' and c.type <> 'ombudsman' and c.file_by between ${today} and ${closing}`;
    case 'decision_overdue':
      return sql`c.status in ('filed', 'information_requested') and c.overdue`;
    case 'refer_closing':
      // Two windows, each from its own index: as one condition the planner walked every claim by date.
      return sql`c.id = any(array(
        select id from claims where type = 'ombudsman' and status = 'preparing' and file_by between ${today} and ${closing}
        union all select id from claims where status in ('rejected', 'partly_upheld') and referred_to_id is null and refer_by between ${today} and ${closing}))`;
    case 'urgent':
      return sql`c.type = 'exchange_freeze' and c.status in ${OPEN} and c.urgent_until >= ${today}`;
    case 'mine':
      // As the partial index claims_mine_idx has it, so that it is counted from the index alone.
      return sql`c.assigned_to = ${staffId} and (c.status in ('preparing', 'filed', 'information_requested') or c.next_date is not null)`;
  }
}

/**
 * A search over the client (name, email, case ID), the counterparty and the reference: each a trigram
 * index (migration 0052), the clients' matches found first and looked up by account.
 */
function searchCondition(context: ClaimsContext, q: string | undefined, fields: { counterparty: SQL; reference: SQL; accountId: SQL }): SQL {
  if (!q) return sql`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const caseAccount = accountIdOfCaseId(context.casePrefix, q);
  return sql`(lower(${fields.counterparty}) like ${pattern} or lower(coalesce(${fields.reference}, '')) like ${pattern}
    or ${fields.accountId} = any(array(select a.id from client_accounts a
      where lower(a.email) like ${pattern} or lower(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) like ${pattern}))
    ${caseAccount ? sql`or ${fields.accountId} = ${caseAccount}` : sql``})`;
}

interface QueueRow {
  kind: 'claim' | 'payment';
  id: number;
  account_id: number;
  email: string;
  name: string;
  vulnerable: boolean;
  type: string;
  counterparty: string;
  reference: string | null;
  status: string;
  assignee: string | null;
  next_date: string | null;
  overdue: boolean;
  paid_at: string;
  amount: string;
  currency: string;
  method: string;
}

/** How many of a queue's rows are counted exactly; past it (and past the page asked for) the list says "at least". */
export const CLAIM_COUNT_BOUND = 1_000;

/** A page of a queue (or of every claim), by the next date, with how many match (bounded, like the lead list). */
export async function listClaims(context: ClaimsContext, query: ClaimListQuery, staffId: number) {
  const today = context.today();
  const offset = (query.page - 1) * query.pageSize;
  // A result window, as the lead list has (decision 042): past it every plan walks the index up to the page.
  if (offset >= CLAIM_LIST_DEPTH) throw new HttpError(400, CLAIM_LIST_TOO_DEEP_MESSAGE);
  const list = query.queue === 'to_file' ? paymentsToFile(context, query) : claimList(context, query, today, staffId);
  const countLimit = Math.max(CLAIM_COUNT_BOUND, offset + query.pageSize * 50);
  const counting = async () => {
    const [row] = await queryRows<{ n: number }>(context.db, sql`select count(*)::int as n from (${list.matches} limit ${countLimit + 1}) m`);
    return row?.n ?? 0;
  };
  const fetchPage = () => queryRows<QueueRow>(context.db, list.page(query.pageSize, offset));
  // Past the first pages, counted first: a page past the end of a narrow search's matches is then not read.
  const [rows, total] =
    offset >= CLAIM_COUNT_BOUND
      ? await counting().then(async (n) => [offset < n ? await fetchPage() : [], n] as const)
      : await Promise.all([fetchPage(), counting()]);
  return {
    items: rows.map((row) => toItem(context, row, today)),
    total: Math.min(total, countLimit),
    totalCapped: total > countLimit,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Claims: the matching ids in the queue's order (from an index), then the page's rows alone. */
function claimList(context: ClaimsContext, query: ClaimListQuery, today: string, staffId: number) {
  const where = claimFilter(context, query, today, staffId);
  const matches = sql`select c.id from claims c where ${where}`;
  const page = (limit: number, offset: number) => sql`
    select 'claim' as kind, c.id, a.id as account_id, a.email, trim(concat_ws(' ', a.first_name, a.last_name)) as name, a.vulnerable,
      c.type, c.counterparty, c.reference, c.status, ${staffNameSql('s')} as assignee, c.next_date::text as next_date, c.overdue,
      null as paid_at, null as amount, null as currency, null as method
    from (${matches} order by c.next_date asc nulls last, c.id limit ${limit} offset ${offset}) page
    join claims c on c.id = page.id join client_accounts a on a.id = c.client_account_id left join users s on s.id = c.assigned_to
    order by c.next_date asc nulls last, c.id`;
  return { matches, page };
}

function claimFilter(context: ClaimsContext, query: ClaimListQuery, today: string, staffId: number): SQL {
  const parts = [
    query.queue && query.queue !== 'to_file' ? queueCondition(query.queue, today, staffId) : sql`true`,
    query.type ? sql`c.type = ${query.type}` : sql`true`,
    query.status ? sql`c.status = ${query.status}` : sql`true`,
    query.assignee ? sql`c.assigned_to = ${query.assignee}` : sql`true`,
    searchCondition(context, query.q, { counterparty: sql`c.counterparty`, reference: sql`c.reference`, accountId: sql`c.client_account_id` }),
  ];
  return sql.join(parts, sql` and `);
}

/** "To file": the confirmed payments no claim covers (kept in `payments_to_file` with the fields searched), by the day paid. */
function paymentsToFile(context: ClaimsContext, query: ClaimListQuery) {
  const search = searchCondition(context, query.q, {
    counterparty: sql`t.payer_institution`,
    reference: sql`t.reference`,
    accountId: sql`t.client_account_id`,
  });
  const matches = sql`select t.payment_id as id, t.paid_at from payments_to_file t where ${search}`;
  const page = (limit: number, offset: number) => sql`
    select 'payment' as kind, p.id, a.id as account_id, a.email, trim(concat_ws(' ', a.first_name, a.last_name)) as name, a.vulnerable,
      null as type, p.payer_institution as counterparty, p.reference, p.status, null as assignee, null as next_date, false as overdue,
      p.paid_at::text as paid_at, p.amount::text as amount, p.currency, p.method
    from (${matches} order by t.paid_at, t.payment_id limit ${limit} offset ${offset}) page
    join scam_payments p on p.id = page.id join client_accounts a on a.id = p.client_account_id
    order by p.paid_at, p.id`;
  return { matches, page };
}

function toItem(context: ClaimsContext, row: QueueRow, today: string) {
  const base = {
    kind: row.kind,
    id: row.id,
    clientAccountId: row.account_id,
    caseId: caseId(context.casePrefix, row.account_id),
    clientName: row.name || row.email,
    vulnerable: row.vulnerable,
    counterparty: row.counterparty,
    reference: row.reference,
    status: row.status,
    assignedToName: row.assignee,
  };
  if (row.kind === 'claim') return { ...base, type: row.type as ClaimType, nextDate: row.next_date, overdue: row.overdue };
  // A payment to file: the first route that fits it, with its deadline.
  const payment: PaymentFacts = { paidAt: row.paid_at, amount: row.amount, currency: row.currency, method: row.method as PaymentMethod };
  const routes = routesFor(payment, { today });
  const best = routes.find((r) => r.fits && r.fileBy) ?? routes.find((r) => r.fits) ?? routes[0];
  return { ...base, type: best.type, nextDate: best.fileBy ?? null, overdue: false };
}

/** How many each queue holds: each counted from its own partial index (migration 0052). */
export async function queueCounts(context: ClaimsContext, staffId: number): Promise<Record<ClaimQueue, number>> {
  const today = context.today();
  const claimQueues = CLAIM_QUEUES.filter((q): q is Exclude<ClaimQueue, 'to_file'> => q !== 'to_file');
  const [counts] = await queryRows<Record<ClaimQueue, number>>(
    context.db,
    sql`select (select count(*) from payments_to_file)::int as to_file, ${sql.join(
      claimQueues.map((q) => sql`(select count(*) from claims c where ${queueCondition(q, today, staffId)})::int as ${sql.identifier(q)}`),
      sql`, `,
    )}`,
  );
  return counts;
}
