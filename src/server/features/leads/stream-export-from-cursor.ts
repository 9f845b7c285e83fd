import { once } from 'node:events';
import type { PassThrough, Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, type EXPORT_FORMATS } from '../../../contract/leads/export';
import { csvLine, neutraliseCell } from '../../platform/csv';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number][0], string>;

const FETCH_SIZE = 5000;

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

/** A lead's cells as the export writes them: the amount with its currency, case details on one line, the day, each neutralised. */
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

/** Writes the selected leads into `out` as CSV or Excel, read through a cursor a few thousand rows at a time. */
export function streamExportFromCursor(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  format: ExportFormat,
  out: PassThrough,
  onError: (error: unknown) => void,
) {
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
