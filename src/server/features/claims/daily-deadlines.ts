import { sql } from 'drizzle-orm';
import { caseId } from '../../../contract/accounts/accounts';
import { nextDateOf } from '../../../contract/claims/rules/claim-dates';
import type { ClaimStatus } from '../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS, type ClaimType } from '../../../contract/claims/rules/claim-types';
import { formatDay } from '../../../contract/claims/rules/wording';
import { addDays } from '../../../contract/shared/business-days';
import { queryRows } from '../../platform/db/client';
import type { ClaimsContext } from './context';

const BATCH = 5_000;
/** How far ahead the daily email looks. */
export const DUE_SOON_DAYS = 7;
const MAX_ITEMS_A_MAIL = 50;

interface DatesRow {
  id: number;
  status: ClaimStatus;
  clock_stopped: boolean;
  referred: boolean;
  file_by: string | null;
  response_due: string | null;
  response_due_latest: string | null;
  refer_by: string | null;
  urgent_until: string | null;
  next_date: string | null;
  overdue: boolean;
}

/**
 * The claims' next dates move with the day: works each claim's out again from its stored dates (a batch
 * at a time, writing only those that changed), then emails each caseworker their claims overdue or due
 * within 7 days: case IDs, claim types and dates, nothing else of the client. Answers how many changed.
 */
export async function runDailyDeadlines(context: ClaimsContext): Promise<{ changed: number; emailed: number }> {
  const today = context.today();
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = await queryRows<DatesRow>(
      context.db,
      sql`select id, status, clock_stopped, referred_to_id is not null as referred, file_by::text, response_due::text,
          response_due_latest::text, refer_by::text, urgent_until::text, next_date::text, overdue
        from claims where id > ${after} and (status in ('preparing', 'filed', 'information_requested') or next_date is not null)
        order by id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const moved = rows.flatMap((row) => {
      const { nextDate, overdue } = nextDateOf(
        { status: row.status, informationRequested: row.clock_stopped, referred: row.referred },
        {
          fileBy: row.file_by ?? undefined,
          responseDue: row.response_due ?? undefined,
          responseDueLatest: row.response_due_latest ?? undefined,
          referBy: row.refer_by ?? undefined,
          urgentUntil: row.urgent_until ?? undefined,
        },
        today,
      );
      const next = nextDate ?? null;
      return next === row.next_date && overdue === row.overdue ? [] : [{ id: row.id, next, overdue }];
    });
    if (moved.length > 0) {
      await context.db.execute(sql`update claims c set next_date = v.next_date, overdue = v.overdue, updated_at = now()
        from (select unnest(${sql.raw(`array[${moved.map((m) => m.id).join(',')}]`)}::int[]) as id,
                     unnest(${`{${moved.map((m) => m.next ?? 'NULL').join(',')}}`}::date[]) as next_date,
                     unnest(${`{${moved.map((m) => m.overdue).join(',')}}`}::boolean[]) as overdue) v
        where c.id = v.id`);
      changed += moved.length;
    }
    if (rows.length < BATCH) break;
  }
  return { changed, emailed: await emailCaseworkers(context, today) };
}

async function emailCaseworkers(context: ClaimsContext, today: string): Promise<number> {
  const due = await queryRows<{ assigned_to: number; account_id: number; type: ClaimType; next_date: string; overdue: boolean }>(
    context.db,
    sql`select c.assigned_to, c.client_account_id as account_id, c.type, c.next_date::text as next_date, c.overdue
      from claims c join users s on s.id = c.assigned_to and s.is_active
      where c.next_date is not null and c.next_date <= ${addDays(today, DUE_SOON_DAYS)}
      order by c.assigned_to, c.next_date, c.id`,
  );
  const byStaff = new Map<number, string[]>();
  for (const row of due) {
    const when = row.overdue ? `overdue since ${formatDay(row.next_date, today)}` : `due ${formatDay(row.next_date, today)}`;
    const items = byStaff.get(row.assigned_to) ?? [];
    items.push(`${caseId(context.casePrefix, row.account_id)} · ${CLAIM_TYPE_LABELS[row.type]} · ${when}`);
    byStaff.set(row.assigned_to, items);
  }
  for (const [staffId, items] of byStaff) {
    const shown = items.length > MAX_ITEMS_A_MAIL ? [...items.slice(0, MAX_ITEMS_A_MAIL), `and ${items.length - MAX_ITEMS_A_MAIL} more`] : items;
    await context.db.transaction((tx) => context.notifier.listToStaffMember(tx, staffId, 'claims_due', shown, '/admin?tab=claims'));
  }
  return byStaff.size;
}
