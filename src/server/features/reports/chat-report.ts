import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Chat conversations per week: a conversation is a room, started by its visitor's first message (a room
 * opened without one is not a conversation); answered when a staff member wrote after it, timed to the
 * first such message. Both are kept on the room by its messages' trigger (migration 0051). Weeks are
 * London's, by their Monday (or the period's first day).
 */
export async function chatReport(db: Db, period: ReportPeriod): Promise<ReportRows<'chat'>> {
  const rows = await queryRows<ReportRows<'chat'>['rows'][number]>(
    db,
    sql`select to_char(greatest(date_trunc('week', r.first_visitor_message_at at time zone 'Europe/London')::date, ${period.from}::date), 'YYYY-MM-DD') as week,
        count(*)::int as conversations, count(r.first_reply_at)::int as answered,
        round((percentile_cont(0.5) within group (order by extract(epoch from r.first_reply_at - r.first_visitor_message_at) / 60))::numeric, 1)::float8
          as "medianFirstReplyMinutes"
      from chat_rooms r
      where r.first_visitor_message_at >= ${period.start} and r.first_visitor_message_at < ${period.end}
      group by 1 order by 1`,
  );
  return { rows };
}
