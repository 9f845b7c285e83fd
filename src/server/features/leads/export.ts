import { PassThrough, pipeline, type Readable, type Writable } from 'node:stream';
import { CSV_BYTE_ORDER_MARK, crlfRecords, csvLine, FORMULA_START_CODES, neutraliseCell, neutralisedCellSql } from '../../platform/csv';
import { once } from 'node:events';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, type LeadListQuery } from '../../../contract/leads/leads';
import { type Database, type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { leadOrder, leadWhere } from './lead-filters';

export type ExportFormat = 'csv' | 'xlsx';
type ExportRow = Record<(typeof EXPORT_COLUMNS)[number][0], string>;

const FETCH_SIZE = 5000;

export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.${format}`;
}

interface RawLead {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  country: string;
  amount_lost: string;
  currency: string;
  company_name: string;
  expert_call_time: string;
  case_details: string;
  created_at: string | Date;
}

function exportRow(r: RawLead): ExportRow {
  const cells: ExportRow = {
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    email: r.email,
    country: r.country,
    amount: `${r.amount_lost} ${r.currency}`,
    companyName: r.company_name,
    expertCallTime: r.expert_call_time || 'Not specified',
    caseDetails: r.case_details.replace(/[\r\n]+/g, ' '),
    createdAt: new Date(r.created_at).toISOString().slice(0, 10),
  };
  for (const key of Object.keys(cells) as (keyof ExportRow)[]) cells[key] = neutraliseCell(cells[key]);
  return cells;
}

type ExportQuery = Pick<LeadListQuery, 'q' | 'status' | 'priority' | 'assignedTo' | 'followUp' | 'sort' | 'order'> &
  Partial<Pick<LeadListQuery, 'source'>> & { ids?: number[]; viewerId?: number };

/**
 * Streams the leads a search selects, in the list's order, so memory stays flat whatever the count.
 * CSV on PostgreSQL: the database writes the file itself (COPY), its cells formatted and neutralised
 * in SQL exactly as exportRow and csvLine do here. Otherwise (Excel, or the embedded database): a
 * cursor, a few thousand rows at a time, formatted here. Returns the stream to send.
 */
export function streamLeadExport(
  database: Pick<Database, 'db' | 'copyOut'>,
  query: ExportQuery,
  format: ExportFormat,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  if (format === 'csv') out.write(CSV_BYTE_ORDER_MARK);
  const conditions = [leadWhere(query, query.viewerId ?? null), query.ids?.length ? inArray(leads.id, query.ids) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length ? and(...conditions) : undefined;
  const order = leadOrder(query.sort, query.order);
  if (format === 'csv' && database.copyOut) copyCsv(database.db, database.copyOut, where, order, out, onError);
  else streamFromCursor(database.db, where, order, format, out, onError);
  return out;
}

const FORMULA_STARTS = sql.raw(FORMULA_START_CODES.join(', '));
// Case details after their line breaks became spaces: the first character is never a CR or LF.
const FORMULA_STARTS_ONE_LINE = sql.raw(FORMULA_START_CODES.filter((c) => c !== 0x0d && c !== 0x0a).join(', '));
/** exportRow's case details on one line: each run of line breaks becomes a space. */
const oneLine = sql`(case when strpos(${leads.caseDetails}, e'\\n') > 0 or strpos(${leads.caseDetails}, e'\\r') > 0
  then regexp_replace(${leads.caseDetails}, e'[\\r\\n]+', ' ', 'g') else ${leads.caseDetails} end)`;

/** exportRow's cells in SQL, in EXPORT_COLUMNS order, each named by its header label. */
function csvCells() {
  const cells: Record<keyof ExportRow, SQL> = {
    firstName: neutralisedCellSql(sql`${leads.firstName}`),
    lastName: neutralisedCellSql(sql`${leads.lastName}`),
    phone: neutralisedCellSql(sql`${leads.phone}`),
    email: neutralisedCellSql(sql`${leads.email}`),
    country: neutralisedCellSql(sql`${leads.country}`),
    // Never empty (the space), and it starts as the amount does.
    amount: sql`(case when ascii(${leads.amountLost}) in (${FORMULA_STARTS}) then '''' else '' end || ${leads.amountLost} || ' ' || ${leads.currency})`,
    companyName: neutralisedCellSql(sql`${leads.companyName}`),
    expertCallTime: sql`(case when ${leads.expertCallTime} = '' then 'Not specified' else ${neutralisedCellSql(sql`${leads.expertCallTime}`)} end)`,
    caseDetails: sql`(case when ascii(${leads.caseDetails}) in (${FORMULA_STARTS_ONE_LINE}) then '''' || ${oneLine} else nullif(${oneLine}, '') end)`,
    // toISOString's date: the day in UTC.
    createdAt: sql`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
  };
  return Object.fromEntries(EXPORT_COLUMNS.map(([key, label]) => [key, cells[key].as(label)]));
}

// A reader that has taken nothing for this long has gone: the COPY and its connection end.
const STALL_MS = 60_000;

function copyCsv(
  db: Db,
  copyOut: NonNullable<Database['copyOut']>,
  where: SQL | undefined,
  order: SQL[],
  out: PassThrough,
  onError: (error: unknown) => void,
) {
  const select = db
    .select(csvCells())
    .from(leads)
    .where(where)
    .orderBy(...order);
  let moving = Date.now();
  out.on('drain', () => {
    moving = Date.now();
  });
  const watch = setInterval(() => {
    if (!out.writableNeedDrain) moving = Date.now();
    else if (Date.now() - moving > STALL_MS) out.destroy(new Error('The export reader stopped reading'));
  }, 5_000).unref();
  out.once('close', () => clearInterval(watch));
  copyOut(select.toSQL(), 'format csv, header').then(
    (copy: Readable) => {
      if (out.destroyed) return void copy.destroy();
      pipeline(copy, crlfRecords(), out, (error) => {
        // A download the browser dropped ends here too, the COPY and its connection with it.
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
      });
    },
    (error: unknown) => {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

function streamFromCursor(db: Db, where: SQL | undefined, order: SQL[], format: ExportFormat, out: PassThrough, onError: (error: unknown) => void) {
  // Only the exported columns: the rows cross the wire and are parsed a million at a time.
  const select = db
    .select({
      first_name: leads.firstName,
      last_name: leads.lastName,
      phone: leads.phone,
      email: leads.email,
      country: leads.country,
      amount_lost: leads.amountLost,
      currency: leads.currency,
      company_name: leads.companyName,
      expert_call_time: leads.expertCallTime,
      case_details: leads.caseDetails,
      created_at: leads.createdAt,
    })
    .from(leads)
    .where(where)
    .orderBy(...order);

  // A download the browser dropped must end the cursor's transaction, not wait for it forever.
  const stopped = new AbortController();
  out.once('close', () => stopped.abort());
  const run = async () => {
    const writer = format === 'csv' ? csvWriter(out, stopped.signal) : xlsxWriter(out, stopped.signal);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local idle_in_transaction_session_timeout = '60s'`);
      await tx.execute(sql`declare lead_export no scroll cursor for ${select}`);
      for (;;) {
        const rows = await queryRows<RawLead>(tx, sql.raw(`fetch ${FETCH_SIZE} from lead_export`));
        if (stopped.signal.aborted) return;
        await writer.write(rows.map(exportRow));
        if (rows.length < FETCH_SIZE) break;
      }
      await tx.execute(sql`close lead_export`);
    });
    if (!stopped.signal.aborted) await writer.end();
  };
  run().catch((error: unknown) => {
    if (stopped.signal.aborted) return;
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

interface RowWriter {
  /** Writes one fetched batch; resolves when the stream can take more. */
  write(rows: ExportRow[]): Promise<void>;
  end(): Promise<void>;
}

async function writeWithBackpressure(stream: Writable, chunk: unknown, signal: AbortSignal) {
  if (!stream.write(chunk)) await once(stream, 'drain', { signal });
}

// One string per fetched batch rather than a stream write per row: the export is CPU-bound.
function csvWriter(out: PassThrough, signal: AbortSignal): RowWriter {
  let header = csvLine(EXPORT_COLUMNS.map(([, label]) => label));
  return {
    async write(rows) {
      const body = rows.map((row) => csvLine(EXPORT_COLUMNS.map(([key]) => row[key]))).join('');
      await writeWithBackpressure(out, header + body, signal);
      header = '';
    },
    async end() {
      if (header) out.write(header);
      out.end();
    },
  };
}

function xlsxWriter(out: PassThrough, signal: AbortSignal): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Leads');
  sheet.columns = EXPORT_COLUMNS.map(([key, header]) => ({ key, header, width: key === 'caseDetails' ? 60 : 18 }));
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      // The writer buffers rows; let the socket catch up between batches.
      if (out.writableNeedDrain) await once(out, 'drain', { signal });
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
