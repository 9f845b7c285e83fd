import { getTableColumns, sql } from 'drizzle-orm';
import { ASSESSMENT_REQUIRED_FIELDS } from '../../../contract/intake/assessment';
import type { Db } from '../../platform/db/client';
import { clientSubmissions } from '../../platform/db/schema';

export type NewLead = typeof clientSubmissions.$inferInsert;

/** The fields an assessment sets; every row of a batch carries all of them (null, never absent). */
const FIELDS = [
  ...ASSESSMENT_REQUIRED_FIELDS,
  'currency',
  'expertCallTime',
  'consentToShare',
  'consentText',
  'consentAt',
] as const satisfies readonly (keyof NewLead)[];

const columns = getTableColumns(clientSubmissions);
const target = FIELDS.map((field) => `"${columns[field].name}"`).join(', ');
const recordShape = FIELDS.map((field) => `"${field}" ${columns[field].getSQLType()}`).join(', ');
const head = sql.raw(`with ins as (insert into "client_submissions" (${target}) select * from json_to_recordset(`);
const tail = sql.raw(`::json) as r(${recordShape}) on conflict do nothing returning "id", "email", "consent_to_share")`);
// With automatic CRM sync, consenting leads join the outbox in the same statement: none is lost between the two.
const queueConsenting = sql.raw(`, queued as (insert into "crm_outbox" ("lead_id") select "id" from ins where "consent_to_share")`);
const result = sql.raw(` select "id", "email" from ins`);

/** The staff desk's "new assessment" email (the same for every lead: it names none). */
export interface DeskNotice {
  to: string;
  subject: string;
  text: string;
}
const jsonKeys: string[] = [...FIELDS];

/**
 * Inserts a batch of leads with one constant statement and a single JSON parameter: its cost does
 * not grow with the batch the way building a multi-row VALUES list does (the query builder was a
 * quarter of the intake's CPU under load). A row whose email is already taken is skipped.
 */
export async function insertLeadBatch(
  db: Db,
  rows: NewLead[],
  options: { autoSyncCrm: boolean; deskNotice: DeskNotice | null },
): Promise<{ id: number; email: string }[]> {
  const json = JSON.stringify(rows, jsonKeys);
  // The desk's emails join the mail queue in the same statement as their leads: none without its lead, none lost.
  const notify = options.deskNotice
    ? sql`, notified as (insert into "mail_outbox" ("to_address", "kind", "subject", "body_text")
        select ${options.deskNotice.to}, 'new_assessment', ${options.deskNotice.subject}, ${options.deskNotice.text} from ins)`
    : sql``;
  const statement = sql`${head}${json}${tail}${options.autoSyncCrm ? queueConsenting : sql``}${notify}${result}`;
  const inserted = (await db.execute(statement)) as unknown as { rows: { id: number; email: string }[] };
  return inserted.rows;
}
