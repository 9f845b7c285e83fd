import { and, asc, eq, or } from 'drizzle-orm';
import { leadListQuerySchema } from '../../../contract/leads/list';
import { type CreateLeadView, LEAD_VIEW_NAME_TAKEN, LEAD_VIEW_QUERY_MESSAGE, type LeadView } from '../../../contract/leads/views';
import { staffDisplayName } from '../../../contract/staff/staff';
import type { Db } from '../../platform/db/client';
import { leadViews, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

/** A view keeps the list's own query, without its page. */
const VIEW_KEYS = new Set(Object.keys(leadListQuerySchema.shape).filter((key) => key !== 'page' && key !== 'pageSize'));

/** The query kept for a view: only the list's own keys, each valid; the page is never saved. */
function viewQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (!VIEW_KEYS.has(key)) throw new HttpError(400, LEAD_VIEW_QUERY_MESSAGE);
    kept.set(key, value);
  }
  if (!leadListQuerySchema.safeParse(Object.fromEntries(kept)).success) throw new HttpError(400, LEAD_VIEW_QUERY_MESSAGE);
  return kept.toString();
}

/** Saved lead views: each member's own, and those shared with the team. */
export function createLeadViews(db: Db) {
  return {
    async list(memberId: number): Promise<LeadView[]> {
      const rows = await db
        .select({ view: leadViews, owner: users })
        .from(leadViews)
        .innerJoin(users, eq(users.id, leadViews.ownerId))
        .where(or(eq(leadViews.ownerId, memberId), eq(leadViews.shared, true)))
        .orderBy(asc(leadViews.name), asc(leadViews.id));
      return rows.map(({ view, owner }) => ({
        id: view.id,
        name: view.name,
        query: view.query,
        shared: view.shared,
        mine: view.ownerId === memberId,
        ownerName: staffDisplayName(owner),
      }));
    },

    async create(memberId: number, input: CreateLeadView): Promise<LeadView> {
      const [row] = await db
        .insert(leadViews)
        .values({ ownerId: memberId, name: input.name, query: viewQuery(input.query), shared: input.shared })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, LEAD_VIEW_NAME_TAKEN);
      return (await this.list(memberId)).find((view) => view.id === row.id) as LeadView;
    },

    /** Its owner deletes a view; an admin may delete a shared one. Another's private view is not found. */
    async remove(member: { id: number; isAdmin: boolean }, id: number): Promise<void> {
      const [view] = await db
        .select()
        .from(leadViews)
        .where(and(eq(leadViews.id, id), or(eq(leadViews.ownerId, member.id), eq(leadViews.shared, true))));
      if (!view) throw new HttpError(404, 'View not found');
      if (view.ownerId !== member.id && !member.isAdmin) throw new HttpError(403, 'Only its owner or an admin can delete a shared view');
      await db.delete(leadViews).where(eq(leadViews.id, id));
    },
  };
}

export type LeadViews = ReturnType<typeof createLeadViews>;
