import { sql } from 'drizzle-orm';
import type { ReportRows } from '../../../contract/reports/reports';
import { type Db, queryRows } from '../../platform/db/client';
import type { ReportPeriod } from './period';

/**
 * Chat conversations per week: a conversation is a room, started by its visitor's first message (a room
 * opened without one is not a conversation); answered when a staff member wrote after it, timed to the
 * first such message. Both are kept per room by its messages' trigger (`chat_conversations`,
 * migration 0051). Weeks are
 * London's, by their Monday (or the period's first day).
 */
export async function chatReport(db: Db, period: ReportPeriod): Promise<ReportRows<'chat'>> {
  const rows = await queryRows<ReportRows<'chat'>['rows'][number]>(
    db,
    sql`select to_char(greatest(date_trunc('week', c.started_at at time zone 'Europe/London')::date, ${period.from}::date), 'YYYY-MM-DD') as week,
        count(*)::int as conversations, count(c.first_reply_at)::int as answered,
        round((percentile_cont(0.5) within group (order by extract(epoch from c.first_reply_at - c.started_at) / 60))::numeric, 1)::float8
          as "medianFirstReplyMinutes"
      from chat_conversations c
      where c.started_at >= ${period.start} and c.started_at < ${period.end}
      group by 1 order by 1`,
  );
  return { rows };
}
