import { sql } from 'drizzle-orm';
import { mergedAddressesOf } from './lead-addresses';
import type { LeadActivity, LeadNote } from '../../../contract/leads/activity';
import type { Lead } from '../../../contract/leads/lead';
import { type Db, queryRows } from '../../platform/db/client';

/** A staff member's name as the notes and the activity sign it (the email when they have no name). */
const staffName = (alias: string) => sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`);
/** Who a note is from: its staff author, or the website form for what a visitor sent again. */
export const RESENT_NOTE_AUTHOR = 'Website form (sent again)';
const noteAuthor = (note: string, staff: string) =>
  sql`case when ${sql.raw(note)}.from_website then ${RESENT_NOTE_AUTHOR} else ${staffName(staff)} end`;

interface NoteRow {
  id: number;
  body: string;
  author: string | null;
  created_at: string;
}
const toNote = (row: NoteRow): LeadNote => ({ id: row.id, body: row.body, author: row.author, createdAt: new Date(row.created_at).toISOString() });

/** The lead's notes, oldest first: the lead's own single notes field leads them (unsigned, dated by the lead's last change). */
export async function leadNotes(db: Db, lead: Lead): Promise<LeadNote[]> {
  const rows = await queryRows<NoteRow>(
    db,
    sql`select n.id, n.body, n.created_at, ${noteAuthor('n', 'u')} as author
      from lead_notes n left join users u on u.id = n.author_user_id where n.lead_id = ${lead.id} order by n.id`,
  );
  const field: LeadNote[] = lead.notes ? [{ id: null, body: lead.notes, author: null, createdAt: lead.updatedAt }] : [];
  return [...field, ...rows.map(toNote)];
}

/** Adds a note to a lead, signed by its staff author. */
export async function addLeadNote(db: Db, leadId: number, authorId: number, body: string): Promise<LeadNote> {
  const [row] = await queryRows<NoteRow>(
    db,
    sql`with added as (insert into lead_notes (lead_id, author_user_id, body) values (${leadId}, ${authorId}, ${body}) returning *)
      select a.id, a.body, a.created_at, ${noteAuthor('a', 'u')} as author from added a left join users u on u.id = a.author_user_id`,
  );
  return toNote(row);
}

interface ActivityRow {
  kind: LeadActivity['kind'];
  at: string;
  by: string | null;
  text: string | null;
  action: string | null;
  before: unknown;
  after: unknown;
  status: string | null;
  attempts: number | null;
  chat_room_id: number | null;
  seq: number;
}

/**
 * Everything that happened to a lead, oldest first, from the tables that record it: its notes, its
 * changes (the audit trail), the emails sent to the person, its CRM attempts and its linked chats.
 * Emails to the addresses of leads merged into it count as its own.
 */
export async function leadActivity(db: Db, lead: Lead): Promise<LeadActivity[]> {
  const id = lead.id;
  const rows = await queryRows<ActivityRow>(
    db,
    sql`with emails as (
        select lower(${lead.email}) as address union ${mergedAddressesOf(id)}
      ), events as (
        select 'received' as kind, l.created_at as at, null::int as actor, null::text as text, null::text as action,
          null::jsonb as before, null::jsonb as after, null::text as status, null::int as attempts, null::int as chat_room_id, 0::bigint as seq,
          false as from_website
        from client_submissions l where l.id = ${id}
        union all
        select 'note', n.created_at, n.author_user_id, n.body, null, null, null, null, null, null, n.id, n.from_website
        from lead_notes n where n.lead_id = ${id}
        union all
        select 'change', a.created_at, a.actor_user_id, null, a.action, a.before, a.after, null, null, null, a.id, false
        from audit_log a where a.entity_type = 'lead' and a.entity_id = ${String(id)}
        union all
        select 'email', coalesce(m.sent_at, m.created_at), null, m.subject, null, null, null, m.status, m.attempts, null, m.id, false
        from mail_outbox m where lower(m.to_address) in (select address from emails)
        union all
        select 'crm', o.updated_at, null, o.last_error, null, null, null, o.status, o.attempts, null, o.id, false
        from crm_outbox o where o.lead_id = ${id}
        union all
        select 'chat', r.last_activity_at, null,
          (select m.message from chat_messages m where m.room_id = r.id order by m.id desc limit 1), null, null, null,
          case when r.is_active then 'open' else 'closed' end, null, r.id, r.id, false
        from chat_rooms r where r.lead_id = ${id}
      )
      select e.kind, e.seq, e.at, e.text, e.action, e.before, e.after, e.status, e.attempts, e.chat_room_id, ${noteAuthor('e', 'u')} as by
      from events e left join users u on u.id = e.actor
      order by e.at, e.kind, e.seq`,
  );
  return rows.map((row) => ({
    id: `${row.kind}-${row.seq}`,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    by: row.by,
    text: row.text,
    action: row.action,
    before: row.before,
    after: row.after,
    status: row.status,
    attempts: row.attempts,
    chatRoomId: row.chat_room_id,
  }));
}
