import { COUNTERPARTY_COLUMNS, REPORT_COLUMNS, type ReportName } from '../../../contract/reports/reports';
import { CSV_BYTE_ORDER_MARK, csvLine, neutraliseCell } from '../../platform/csv';

type Columns = readonly (readonly [string, string])[];

/** A report's rows as CSV: its table's headings, then a line a row (a missing number is an empty cell). */
export function reportCsv(rows: readonly object[], columns: Columns): string {
  const lines = rows.map((row) => {
    const cells = row as Record<string, unknown>;
    return csvLine(columns.map(([key]) => neutraliseCell(cells[key] === null || cells[key] === undefined ? '' : String(cells[key]))));
  });
  return CSV_BYTE_ORDER_MARK + csvLine(columns.map(([, heading]) => heading)) + lines.join('');
}

export const reportColumns = (report: ReportName, table: 'rows' | 'counterparties'): Columns =>
  report === 'claims' && table === 'counterparties' ? COUNTERPARTY_COLUMNS : REPORT_COLUMNS[report];
