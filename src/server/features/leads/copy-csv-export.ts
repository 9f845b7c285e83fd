import { pipeline, type PassThrough, type Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { EXPORT_COLUMNS } from '../../../contract/leads/export';
import { crlfRecords, FORMULA_START_CODES, neutralisedCellSql } from '../../platform/csv';
import type { Database, Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import type { ExportRow } from './stream-export-from-cursor';

// The CSV export on PostgreSQL: the database writes the file itself (COPY), its cells formatted and
// neutralised in SQL exactly as exportRow and csvLine do for the cursor's export.

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

/** Pipes the database's COPY of the selected leads into `out`, as CSV with CRLF records. */
export function copyCsvExport(
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
  copyOut(select.toSQL(), 'format csv, header').then(
    (copy: Readable) => {
      if (out.destroyed) return void copy.destroy();
      pipeline(copy, crlfRecords(), out, (error) => {
        // A download the browser dropped (or a reader that stalled, see endWhenReaderStalls) ends here
        // too, the COPY and its connection with it.
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
      });
    },
    (error: unknown) => {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
}
