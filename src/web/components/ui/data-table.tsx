import type { ComponentProps, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TablePlaceholderRow, TableRow } from './table';

/** One column of a data table: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the body cells (and of the header, unless `headerClassName` is given). */
  className?: string;
  headerClassName?: string;
}

/**
 * The admin's lists: columns described as data, rows keyed, and one placeholder row (loading,
 * failed with 'Try again', empty: see `listPlaceholder`) in place of the rows. The table scrolls
 * sideways inside its own region, never the page.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  placeholder,
  busy,
  className,
  rowProps,
}: {
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  placeholder?: ReactNode;
  busy?: boolean;
  className?: string;
  rowProps?: (row: Row) => Omit<ComponentProps<'tr'>, 'children'> & { 'data-selected'?: boolean; 'data-testid'?: string };
}) {
  return (
    <Table label={label} aria-busy={busy} className={className}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeaderCell key={column.key} className={column.headerClassName ?? column.className}>
              {column.header}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {placeholder ? (
          <TablePlaceholderRow colSpan={columns.length}>{placeholder}</TablePlaceholderRow>
        ) : (
          rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
