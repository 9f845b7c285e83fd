import { sql } from 'drizzle-orm';
import type { CaseStage, ClientTimelineEvent, TimelineEvent } from '../../../contract/accounts/case-progress';
import { fromCents, toCents } from '../../../contract/shared/money';
import { type Db, queryRows } from '../../platform/db/client';

export interface TimelineRow {
  seq: number;
  at: string;
  received_on: string | null;
  kind: TimelineEvent['kind'];
  by_name: string | null;
  text: string | null;
  stage: CaseStage | null;
  previous_stage: CaseStage | null;
  amount: string | null;
  currency: string | null;
  reference: string | null;
  status: string | null;
  reason: string | null;
  internal_note: string | null;
  visible: boolean;
}

/** Every event of a case from the tables that record it, oldest first; reviews come from the audit trail. */
function timelineQuery(accountId: number) {
  return sql`
    with events as (
      select u.created_at as at, null::date as received_on, 'update' as kind, u.created_by as actor, u.message as text,
        u.stage, u.previous_stage, null::text as amount, null::text as currency, null::text as reference,
        null::text as status, null::text as reason, null::text as internal_note, u.visible_to_client as visible, u.id as seq
      from case_updates u where u.client_account_id = ${accountId}
      union all
      select l.created_at, l.received_on, 'ledger', l.recorded_by, null, null, null, l.amount::text, l.currency, l.reference,
        case when l.reverses_entry_id is null then 'recorded' else 'reversed' end, null, l.note, true, l.id
      from recovery_ledger_entries l where l.client_account_id = ${accountId}
      union all
      select w.created_at, null, 'payout_requested', null, null, null, null, w.amount::text, w.currency, null,
        'pending', null, null, true, w.id
      from withdrawal_requests w where w.client_account_id = ${accountId}
      union all
      select a.created_at, null, 'payout_reviewed', a.actor_user_id, null, null, null, w.amount::text, w.currency,
        a.after->>'paymentReference', a.after->>'status', a.after->>'reason', a.after->>'adminNotes', true, a.id
      from audit_log a join withdrawal_requests w on a.entity_type = 'withdrawal_request' and a.entity_id = w.id::text
      where w.client_account_id = ${accountId} and a.action = 'withdrawal.updated'
        and a.after->>'status' is distinct from a.before->>'status'
      union all
      select r.created_at, null, 'document_requested', r.created_by, r.title, null, null, null, null, null,
        null, null, null, true, r.id
      from document_requests r where r.client_account_id = ${accountId}
      union all
      select d.uploaded_at, null, 'document_uploaded', null, d.file_name, null, null, null, null, null,
        null, null, null, true, d.id
      from client_documents d where d.client_account_id = ${accountId}
      union all
      select a.created_at, null, 'document_reviewed', a.actor_user_id, d.file_name, null, null, null, null, null,
        a.after->>'status', a.after->>'reason', a.after->>'adminNotes', true, a.id
      from audit_log a join client_documents d on a.entity_type = 'client_document' and a.entity_id = d.id::text
      where d.client_account_id = ${accountId} and a.action = 'document.reviewed'
        and a.after->>'status' is distinct from a.before->>'status'
    )
    select e.seq, e.at, e.received_on::text as received_on, e.kind, e.text, e.stage, e.previous_stage, e.amount, e.currency,
      e.reference, e.status, e.reason, e.internal_note, e.visible,
      coalesce(nullif(trim(concat_ws(' ', s.first_name, s.last_name)), ''), s.email) as by_name
    from events e left join users s on s.id = e.actor
    order by e.at, e.kind, e.seq`;
}

export function toEvent(row: TimelineRow): TimelineEvent {
  return {
    id: `${row.kind}-${row.seq}`,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    by: row.by_name,
    text: row.text,
    stage: row.stage,
    previousStage: row.previous_stage,
    amount: row.amount === null ? null : fromCents(toCents(row.amount)),
    currency: row.currency,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    internalNote: row.internal_note,
    visibleToClient: row.visible,
  };
}

/** What a client sees: their updates, and a stage change without its internal message; money dated by when it was received. */
export function toClientEvent(row: TimelineRow): ClientTimelineEvent | null {
  if (!row.visible && !row.stage) return null;
  const { by: _by, internalNote: _note, visibleToClient: _visible, ...event } = toEvent(row);
  return {
    ...event,
    at: row.received_on ? new Date(`${row.received_on}T00:00:00Z`).toISOString() : event.at,
    text: row.visible ? event.text : null,
  };
}

/** Every event of the case, oldest first, as the timeline's rows. */
export async function timelineRows(db: Db, accountId: number): Promise<TimelineRow[]> {
  return queryRows<TimelineRow>(db, timelineQuery(accountId));
}
