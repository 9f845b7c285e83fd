import { sql } from 'drizzle-orm';
import type { LeadSummary } from '../../../contract/leads/list';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { utcDayBounds } from './lead-filters';

/** The summary cards' figures: every lead, by assignment, priority and status, the viewer's own, and follow-ups due. */
export async function summariseLeads(db: Db, viewerId: number): Promise<LeadSummary> {
  const { tomorrow } = utcDayBounds();
  // The figures by status, priority and assignee are kept by the lead table's triggers (migration
  // 0028): summed, not counted over a million leads. Follow-ups due are counted through their index.
  const [kept] = await queryRows<
    Record<'total' | 'assigned' | 'high_priority' | 'new' | 'mine' | 'unassigned' | 'follow_ups_due', string | number>
  >(
    db,
    sql`select coalesce(sum(n), 0)::bigint as total,
      coalesce(sum(n) filter (where assigned_to is not null), 0)::bigint as assigned,
      coalesce(sum(n) filter (where priority = 'high'), 0)::bigint as high_priority,
      coalesce(sum(n) filter (where status = 'new'), 0)::bigint as new,
      coalesce(sum(n) filter (where assigned_to = ${viewerId}), 0)::bigint as mine,
      coalesce(sum(n) filter (where assigned_to is null), 0)::bigint as unassigned,
      (select count(*) from ${leads} where ${leads.nextFollowUpAt} < ${tomorrow}) as follow_ups_due
      from lead_tallies`,
  );
  return {
    total: Number(kept.total),
    assigned: Number(kept.assigned),
    highPriority: Number(kept.high_priority),
    new: Number(kept.new),
    mine: Number(kept.mine),
    unassigned: Number(kept.unassigned),
    followUpsDue: Number(kept.follow_ups_due),
  };
}
