import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Chat conversations per week: a conversation is a room, started by its visitor's first message (a room
 * opened without one is not a conversation); answered when a staff member wrote after it, timed to the
 * first such message. Weeks are London's, by their Monday (or the period's first day).
 */
export async function chatReport(db: Db, period: ReportPeriod): Promise<ReportRows<'chat'>> {
  const rows = await queryRows<ReportRows<'chat'>['rows'][number]>(
    db,
    sql`select to_char(greatest(date_trunc('week', c.started at time zone 'Europe/London')::date, ${period.from}::date), 'YYYY-MM-DD') as week,
        count(*)::int as conversations, count(c.replied)::int as answered,
        round((percentile_cont(0.5) within group (order by extract(epoch from c.replied - c.started) / 60))::numeric, 1)::float8 as "medianFirstReplyMinutes"
      from (
        select first.started,
          (select min(m.created_at) from chat_messages m where m.room_id = r.id and m.sender_type = 'admin' and m.created_at >= first.started) as replied
        from chat_rooms r
        cross join lateral (select min(m.created_at) as started from chat_messages m where m.room_id = r.id and m.sender_type = 'user') first
        where r.created_at < ${period.end} and r.last_activity_at >= ${period.start}
          and first.started >= ${period.start} and first.started < ${period.end}
      ) c
      group by 1 order by 1`,
  );
  return { rows };
}
