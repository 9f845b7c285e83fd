import { type SQL, sql } from 'drizzle-orm';
import { CHAT_ROOMS_COUNT_MAX, type ChatRoomListQuery } from '../../../contract/chat/chat';
import { hasPhoneDigits, PHONE_PATTERN } from '../../../contract/shared/phone';
import { type Db, queryRows } from '../../platform/db/client';

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The term anywhere in the room's `search_text` (migration 0039's trigram index), lowercased by the database as that text is. */
const searchTextHas = (term: string) => sql`r.search_text like ('%' || lower(${escapeLike(term)}) || '%')`;

/** Which rooms of `chat_rooms r` a search and filter keep: a phone typed with spaces or a "+" also finds its digits alone. */
function roomWhere({ q, filter }: Pick<ChatRoomListQuery, 'q' | 'filter'>): SQL {
  const conditions: SQL[] = [];
  if (q) {
    const digits = q.replace(/\D/g, '');
    const phone = PHONE_PATTERN.test(q) && hasPhoneDigits(q) && digits !== q;
    conditions.push(phone ? sql`(${searchTextHas(q)} or ${searchTextHas(digits)})` : searchTextHas(q));
  }
  if (filter === 'clients') conditions.push(sql`r.client_account_id is not null`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

// The rooms with unread visitor messages, read from an index of only those messages (migration 0039).
const UNREAD_ROOMS = sql`select room_id, count(*)::int as n from chat_messages where sender_type = 'user' and not is_read group by room_id`;

/**
 * The ids of one page of the staff inbox in its order (contract `inboxOrder`, decision 036), whether more
 * follow, and how many rooms match (counted up to CHAT_ROOMS_COUNT_MAX, which past it is the answer). The rooms with unread messages are ranked apart from the rest; each part is read in order
 * only as far as the page reaches, the rest along the activity index, so a page costs what it shows
 * (and how deep it is), not the number of rooms.
 */
export async function inboxPage(db: Db, query: ChatRoomListQuery): Promise<{ ids: number[]; hasMore: boolean; total: number }> {
  const where = roomWhere(query);
  const offset = (query.page - 1) * query.pageSize;
  // One more than the page shows: whether another page follows.
  const reach = offset + query.pageSize + 1;
  const onlyUnread = query.filter === 'unread';
  const [rows, [count]] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`with unread as materialized (${UNREAD_ROOMS}),
      waiting as (
        select r.id, case when r.client_account_id is null then 1 else 0 end as rank, r.last_activity_at
        from unread u join chat_rooms r on r.id = u.room_id
        where ${where}
        order by rank, r.last_activity_at desc, r.id desc limit ${reach}
      ),
      rest as (
        select r.id, 2 as rank, r.last_activity_at from chat_rooms r
        where ${onlyUnread ? sql`false` : where} and r.id not in (select room_id from unread)
        order by r.last_activity_at desc, r.id desc limit ${reach}
      )
      select id from (select * from waiting union all select * from rest) page
      order by rank, last_activity_at desc, id desc limit ${query.pageSize + 1} offset ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      onlyUnread
        ? sql`select count(*)::int as n from (select 1 from (${UNREAD_ROOMS}) u join chat_rooms r on r.id = u.room_id where ${where} limit ${CHAT_ROOMS_COUNT_MAX}) c`
        : sql`select count(*)::int as n from (select 1 from chat_rooms r where ${where} limit ${CHAT_ROOMS_COUNT_MAX}) c`,
    ),
  ]);
  const ids = rows.map((row) => Number(row.id));
  return { ids: ids.slice(0, query.pageSize), hasMore: ids.length > query.pageSize, total: Number(count.n) };
}
