import { getTableColumns, sql } from 'drizzle-orm';
import { ASSESSMENT_FIELD_LABELS, ASSESSMENT_REQUIRED_FIELDS } from '../../../contract/intake/assessment';
import { AMOUNT_LOST_LABELS, DEPOSIT_METHOD_LABELS } from '../../../contract/shared/options';
import { type Db, preparedRows, queryRows } from '../../platform/db/client';
import { clientSubmissions } from '../../platform/db/schema';
import { databaseErrorOf } from '../../platform/db/unavailable';
import { REFERENCE_PLACEHOLDER } from '../../platform/mail/notices';

export type NewLead = typeof clientSubmissions.$inferInsert;

/** The fields an assessment sets; every row of a batch carries all of them (null, never absent). */
const FIELDS = [
  ...ASSESSMENT_REQUIRED_FIELDS,
  'currency',
  'expertCallTime',
  'consentToShare',
  'consentText',
  'consentAt',
  'reference',
  'source',
  'utmMedium',
  'utmCampaign',
  'referrer',
  'assignedTo',
  'sendingId',
] as const satisfies readonly (keyof NewLead)[];

const columns = getTableColumns(clientSubmissions);
const target = FIELDS.map((field) => `"${columns[field].name}"`).join(', ');
const recordShape = FIELDS.map((field) => `"${field}" ${columns[field].getSQLType()}`).join(', ');
const head = sql.raw(`with ins as (insert into "client_submissions" (${target}) select * from json_to_recordset(`);
const tail = sql.raw(
  `::json) as r(${recordShape}) on conflict ((lower("email"))) do nothing returning "id", "email", "reference", "consent_to_share")`,
);
// With automatic CRM sync, consenting leads join the outbox in the same statement: none is lost between the two.
const queueConsenting = sql.raw(`, queued as (insert into "crm_outbox" ("lead_id") select "id" from ins where "consent_to_share")`);
// A visitor who chatted before sending the assessment: the chat and the new lead link to each other.
const linkChats = sql.raw(
  `, linked as (update "chat_rooms" c set "lead_id" = ins."id" from ins where lower(c."contact_email") = lower(ins."email") and c."lead_id" is null)`,
);
const result = sql.raw(` select "id", "email", "reference" from ins`);

/** An email of the same words for every lead: the staff desk's "new assessment", or the visitor's receipt (whose `{reference}` is filled in). */
export interface BatchNotice {
  subject: string;
  text: string;
}
export type DeskNotice = BatchNotice & { to: string };

export interface BatchOptions {
  autoSyncCrm: boolean;
  /** Each new lead goes to the next active caseworker in turn. */
  roundRobin: boolean;
  deskNotice: DeskNotice | null;
  receipt: BatchNotice;
}

/**
 * The caseworkers whose turn the next `count` leads are. The turn is a sequence in PostgreSQL, so every
 * instance takes from the same rota; with nobody to assign, the leads stay unassigned (null).
 */
export async function nextCaseworkers(db: Db, count: number): Promise<(number | null)[]> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`with crew as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as size from users where is_active and not is_admin
      ), turns as (select nextval('lead_assignment_turn') - 1 as turn from generate_series(1, ${count}))
      select (select c.id from crew c where c.n = t.turn % c.size) as id from turns t`,
  );
  return rows.map((row) => row.id);
}

/** How long a sending may arrive again and be answered with the lead it stored. */
export const SENDING_REPEAT_MINUTES = 15;

/**
 * Leads stored in the last few minutes by the same sendings (same sending id and email) as `rows`: a
 * sending that arrives again (a proxy's retry, within seconds) is answered with the lead it stored.
 * Found through the email index. Later, a copy of the request (a saved log, say) tells nothing.
 */
export async function earlierSendings(db: Db, rows: NewLead[]): Promise<Map<string, { id: number; reference: string }>> {
  const found = await queryRows<{ id: number; reference: string; email: string; sending_id: string }>(
    db,
    sql`select "id", "reference", "email", "sending_id" from "client_submissions"
      where lower("email") = any(${sql.param(rows.map((row) => row.email.toLowerCase()))}::text[])
        and "sending_id" = any(${sql.param(rows.map((row) => row.sendingId))}::uuid[]) and "reference" is not null
        and "created_at" > now() - ${SENDING_REPEAT_MINUTES} * interval '1 minute'`,
  );
  return new Map(found.map((r) => [sendingKey(r.email, r.sending_id), { id: r.id, reference: r.reference }]));
}

/** One sending: its sending id and the email it was for. */
export function sendingKey(email: string, sendingId: string): string {
  return `${sendingId} ${email.toLowerCase()}`;
}

/** A reference that is already taken: the insert is tried again with new ones (it never happens in practice, but must not lose a lead). */
export function isReferenceClash(error: unknown): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === '23505' && cause.constraint === 'client_submissions_reference_unique';
}
const jsonKeys: string[] = [...FIELDS];

/**
 * Inserts a batch of leads with one constant statement and a single JSON parameter: its cost does
 * not grow with the batch the way building a multi-row VALUES list does (the query builder was a
 * quarter of the intake's CPU under load). A row whose email is already taken is skipped.
 */
export async function insertLeadBatch(db: Db, rows: NewLead[], options: BatchOptions): Promise<{ id: number; email: string; reference: string }[]> {
  const json = JSON.stringify(rows, jsonKeys);
  // The desk's emails join the mail queue in the same statement as their leads: none without its lead, none lost.
  const notify = options.deskNotice
    ? sql`, notified as (insert into "mail_outbox" ("to_address", "kind", "subject", "body_text")
        select ${options.deskNotice.to}, 'new_assessment', ${options.deskNotice.subject}, ${options.deskNotice.text} from ins)`
    : sql``;
  // Each visitor's receipt (their reference and the free routes) is queued with their lead.
  const receipt = sql`, receipts as (insert into "mail_outbox" ("to_address", "kind", "subject", "body_text")
    select "email", 'assessment_received', ${options.receipt.subject}, replace(${options.receipt.text}, ${REFERENCE_PLACEHOLDER}, "reference") from ins)`;
  const statement = sql`${head}${json}${tail}${options.autoSyncCrm ? queueConsenting : sql``}${notify}${receipt}${linkChats}${result}`;
  return preparedRows<{ id: number; email: string; reference: string }>(db, statement);
}

/** What a visitor sent again with an email that already has a lead, as a note on that lead. */
function resentNote(row: NewLead): string {
  const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : []);
  return [
    'Sent the assessment again from the website with this email (not verified):',
    ...line('Name', `${row.firstName} ${row.lastName}`.trim()),
    ...line(ASSESSMENT_FIELD_LABELS.phone, row.phone),
    ...line(ASSESSMENT_FIELD_LABELS.country, row.country),
    ...line(
      ASSESSMENT_FIELD_LABELS.amountLost,
      `${AMOUNT_LOST_LABELS[row.amountLost as keyof typeof AMOUNT_LOST_LABELS] ?? row.amountLost} (${row.currency})`,
    ),
    ...line(
      ASSESSMENT_FIELD_LABELS.depositMethod,
      DEPOSIT_METHOD_LABELS[row.depositMethod as keyof typeof DEPOSIT_METHOD_LABELS] ?? row.depositMethod,
    ),
    ...line(ASSESSMENT_FIELD_LABELS.companyName, row.companyName),
    ...line('Best time to call', row.expertCallTime),
    ...line(ASSESSMENT_FIELD_LABELS.caseDetails, row.caseDetails),
  ].join('\n');
}

/**
 * Keeps what visitors sent again with an email that already has a lead (answered as a duplicate): a note
 * on that lead for each, so staff read what changed. The same words twice make one note.
 */
export async function keepResentAssessments(db: Db, rows: NewLead[]): Promise<void> {
  await db.execute(sql`insert into "lead_notes" ("lead_id", "body", "from_website")
    select distinct l."id", t.body, true
    from unnest(${sql.param(rows.map((row) => row.email))}::text[], ${sql.param(rows.map(resentNote))}::text[]) as t(email, body)
    join "client_submissions" l on lower(l."email") = lower(t.email)
    where not exists (select 1 from "lead_notes" n where n."lead_id" = l."id" and n."from_website" and n."body" = t.body)`);
}
