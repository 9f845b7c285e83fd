import { type SQL, sql } from 'drizzle-orm';
import { type ClaimType, type PaymentFacts, routesFor } from '../../../contract/claims/claim-rules';
import { CLAIM_QUEUES, CLOSING_DAYS, type ClaimQueue, type ClaimListQuery } from '../../../contract/claims/claims';
import type { PaymentMethod } from '../../../contract/claims/payments';
import { accountIdOfCaseId, caseId } from '../../../contract/accounts/accounts';
import { addDays } from '../../../contract/shared/business-days';
import { queryRows } from '../../platform/db/client';
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
      return sql`((c.type = 'ombudsman' and c.status = 'preparing' and c.file_by between ${today} and ${closing})
        or (c.status in ('rejected', 'partly_upheld') and c.referred_to_id is null and c.refer_by between ${today} and ${closing}))`;
    case 'urgent':
      return sql`c.type = 'exchange_freeze' and c.status in ${OPEN} and c.urgent_until >= ${today}`;
    case 'mine':
      return sql`c.assigned_to = ${staffId} and (c.status in ${OPEN} or c.next_date is not null)`;
  }
}

/** A search over the client (name, email, case ID), the counterparty and the reference. */
function searchCondition(context: ClaimsContext, q: string | undefined, counterparty: SQL, reference: SQL): SQL {
  if (!q) return sql`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const accountId = accountIdOfCaseId(context.casePrefix, q);
  return sql`(lower(${counterparty}) like ${pattern} or lower(coalesce(${reference}, '')) like ${pattern}
    or lower(a.email) like ${pattern} or lower(concat_ws(' ', a.first_name, a.last_name)) like ${pattern}
    ${accountId ? sql`or a.id = ${accountId}` : sql``})`;
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
  total: number;
}

/** A page of a queue (or of every claim), by the next date, with the total. */
export async function listClaims(context: ClaimsContext, query: ClaimListQuery, staffId: number) {
  const today = context.today();
  const offset = (query.page - 1) * query.pageSize;
  const rows = query.queue === 'to_file' ? await paymentsToFile(context, query, offset) : await claimRows(context, query, today, staffId, offset);
  return {
    items: rows.map((row) => toItem(context, row, today)),
    total: rows[0]?.total ?? (offset === 0 ? 0 : await totalOnly(context, query, today, staffId)),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function claimRows(context: ClaimsContext, query: ClaimListQuery, today: string, staffId: number, offset: number) {
  return queryRows<QueueRow>(
    context.db,
    sql`
    select 'claim' as kind, c.id, a.id as account_id, a.email, trim(concat_ws(' ', a.first_name, a.last_name)) as name, a.vulnerable,
      c.type, c.counterparty, c.reference, c.status, ${staffNameSql('s')} as assignee, c.next_date::text as next_date, c.overdue,
      null as paid_at, null as amount, null as currency, null as method, count(*) over ()::int as total
    from claims c join client_accounts a on a.id = c.client_account_id left join users s on s.id = c.assigned_to
    where ${claimFilter(context, query, today, staffId)}
    order by c.next_date asc nulls last, c.id
    limit ${query.pageSize} offset ${offset}`,
  );
}

function claimFilter(context: ClaimsContext, query: ClaimListQuery, today: string, staffId: number): SQL {
  const parts = [
    query.queue && query.queue !== 'to_file' ? queueCondition(query.queue, today, staffId) : sql`true`,
    query.type ? sql`c.type = ${query.type}` : sql`true`,
    query.status ? sql`c.status = ${query.status}` : sql`true`,
    query.assignee ? sql`c.assigned_to = ${query.assignee}` : sql`true`,
    searchCondition(context, query.q, sql`c.counterparty`, sql`c.reference`),
  ];
  return sql.join(parts, sql` and `);
}

function paymentFilter(context: ClaimsContext, query: ClaimListQuery): SQL {
  return sql`p.status = 'confirmed' and not exists (select 1 from claim_payments cp where cp.payment_id = p.id)
    and ${searchCondition(context, query.q, sql`p.payer_institution`, sql`p.reference`)}`;
}

async function paymentsToFile(context: ClaimsContext, query: ClaimListQuery, offset: number) {
  return queryRows<QueueRow>(
    context.db,
    sql`
    select 'payment' as kind, p.id, a.id as account_id, a.email, trim(concat_ws(' ', a.first_name, a.last_name)) as name, a.vulnerable,
      null as type, p.payer_institution as counterparty, p.reference, p.status, null as assignee, null as next_date, false as overdue,
      p.paid_at::text as paid_at, p.amount::text as amount, p.currency, p.method, count(*) over ()::int as total
    from scam_payments p join client_accounts a on a.id = p.client_account_id
    where ${paymentFilter(context, query)}
    order by p.paid_at, p.id
    limit ${query.pageSize} offset ${offset}`,
  );
}

async function totalOnly(context: ClaimsContext, query: ClaimListQuery, today: string, staffId: number): Promise<number> {
  const [row] =
    query.queue === 'to_file'
      ? await queryRows<{ n: number }>(
          context.db,
          sql`select count(*)::int as n from scam_payments p join client_accounts a on a.id = p.client_account_id where ${paymentFilter(context, query)}`,
        )
      : await queryRows<{ n: number }>(
          context.db,
          sql`select count(*)::int as n from claims c join client_accounts a on a.id = c.client_account_id where ${claimFilter(context, query, today, staffId)}`,
        );
  return row?.n ?? 0;
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

/** How many each queue holds. */
export async function queueCounts(context: ClaimsContext, staffId: number): Promise<Record<ClaimQueue, number>> {
  const today = context.today();
  const claimQueues = CLAIM_QUEUES.filter((q): q is Exclude<ClaimQueue, 'to_file'> => q !== 'to_file');
  const [counts] = await queryRows<Record<string, number>>(
    context.db,
    sql`select ${sql.join(
      claimQueues.map((q) => sql`(count(*) filter (where ${queueCondition(q, today, staffId)}))::int as ${sql.identifier(q)}`),
      sql`, `,
    )} from claims c`,
  );
  const [toFile] = await queryRows<{ n: number }>(
    context.db,
    sql`select count(*)::int as n from scam_payments p where p.status = 'confirmed' and not exists (select 1 from claim_payments cp where cp.payment_id = p.id)`,
  );
  return { to_file: toFile?.n ?? 0, ...(counts as Record<Exclude<ClaimQueue, 'to_file'>, number>) };
}
