import { count, eq, sql } from 'drizzle-orm';
import { LEAD_LIST_DEPTH, LEAD_LIST_TOO_DEEP_MESSAGE, type LeadList, type LeadListQuery } from '../../../contract/leads/list';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { leadOrder, leadWhere } from './lead-filters';
import { leadColumns, toLead } from './lead-row';

/** How many of a filter's matches are counted exactly; past it the list says "at least". */
export const LEAD_COUNT_BOUND = 1_000;

/** How many leads there are, as the lead table's triggers keep it (migration 0028). */
async function leadTotal(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, sql`select coalesce(sum(n), 0)::bigint as total from lead_tallies`);
  return Number(row.total);
}

/** A page of the leads a search and its filters select, in the list's order, with how many match. */
export async function listLeads(db: Db, query: LeadListQuery, viewerId: number | null = null): Promise<LeadList> {
  const offset = (query.page - 1) * query.pageSize;
  // A result window, as search engines have: past it every plan walks the index up to the page.
  if (offset >= LEAD_LIST_DEPTH) throw new HttpError(400, LEAD_LIST_TOO_DEEP_MESSAGE);
  const where = leadWhere(query, viewerId);
  // Page the ids first (an index-only walk), then fetch the full rows of that page alone.
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...leadOrder(query.sort, query.order))
    .limit(query.pageSize)
    .offset(offset)
    .as('page_ids');
  const fetchPage = db
    .select(leadColumns)
    .from(leads)
    .innerJoin(pageIds, eq(pageIds.id, leads.id))
    .orderBy(...leadOrder(query.sort, query.order));
  const page = { page: query.page, pageSize: query.pageSize };
  if (where === undefined) {
    // Every lead: the table's triggers keep their number, so the total is exact.
    const [rows, total] = await Promise.all([fetchPage, leadTotal(db)]);
    return { items: rows.map(toLead), total, totalCapped: false, ...page };
  }
  // Counting a million matches costs more than the page itself: count only as far as is useful.
  const countLimit = Math.max(LEAD_COUNT_BOUND, offset + query.pageSize * 50);
  const matches = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(countLimit + 1)
    .as('matches');
  const counting = async () => (await db.select({ total: count() }).from(matches))[0].total;
  const reply = (rows: Awaited<typeof fetchPage>, total: number) => ({
    items: rows.map(toLead),
    total: Math.min(total, countLimit),
    totalCapped: total > countLimit,
    ...page,
  });
  // Past the first pages, counted first: a page past the end of a narrow search's matches would
  // otherwise walk the whole list in its order looking for them.
  if (offset >= LEAD_COUNT_BOUND) {
    const total = await counting();
    return reply(offset < total ? await fetchPage : [], total);
  }
  const [rows, total] = await Promise.all([fetchPage, counting()]);
  return reply(rows, total);
}
