import type { ReportName } from '../../../../contract/reports/reports';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { reportCell } from '../lib/report-charts';

/** A report's numbers as a table: the rows the CSV has, under the same headings, in words. */
export function ReportTable({
  report,
  label,
  columns,
  rows,
}: {
  report: ReportName;
  label: string;
  columns: readonly (readonly [string, string])[];
  rows: readonly object[];
}) {
  return (
    <Table label={label}>
      <TableHead>
        <tr>
          {columns.map(([key, heading]) => (
            <TableHeaderCell key={key}>{heading}</TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no id and never move.
          <TableRow key={i}>
            {columns.map(([key]) => (
              <TableCell key={key} className="whitespace-nowrap tabular-nums">
                {reportCell(report, key, row as Record<string, unknown>)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
