import type { ComponentProps, ReactNode } from 'react';
import { listPlaceholder } from './list-placeholder';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TablePlaceholderRow, TableRow } from './table';

/** One column of a data table: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the body cells. */
  className?: string;
  /** Classes of the header cell (right alignment of a money column, a fixed width). */
  headerClassName?: string;
}

/**
 * The admin's lists, each in its card: columns described as data, rows keyed, and one placeholder row (loading,
 * failed with 'Try again', empty: see `listPlaceholder`) in place of the rows. The table scrolls
 * sideways inside its own region, never the page.
 */
export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  placeholder?: ReactNode;
  busy?: boolean;
  className?: string;
  rowProps?: (row: Row) => Omit<ComponentProps<'tr'>, 'children'> & { 'data-selected'?: boolean; 'data-testid'?: string };
  /** Below the table, inside its card (pagination). */
  footer?: ReactNode;
}

export function DataTable<Row>({ label, columns, rows, rowKey, placeholder, busy, className, rowProps, footer }: DataTableProps<Row>) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Table label={label} aria-busy={busy} className={className}>
        <TableHead>
          <tr>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={column.headerClassName}>
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
      {footer}
    </div>
  );
}

/** A column telling when something happened, in a machine-readable `<time>`. */
export function timeColumn<Row>(key: string, header: string, when: (row: Row) => string, format: (iso: string) => string): Column<Row> {
  return {
    key,
    header,
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={when(row)}>{format(when(row))}</time>,
  };
}

/** The client a row is about: their name (or a dash) over their email. */
export function clientColumn<Row>(
  person: (row: Row) => { firstName?: string | null; lastName?: string | null; email: string | null },
): Column<Row> {
  return {
    key: 'client',
    header: 'Client',
    className: 'min-w-28',
    cell: (row) => {
      const { firstName, lastName, email } = person(row);
      return (
        <>
          <span className="block font-medium text-navy-900">{`${firstName ?? ''} ${lastName ?? ''}`.trim() || '—'}</span>
          {email && <span className="block text-xs break-all text-slate-600">{email}</span>}
        </>
      );
    },
  };
}

/** The row's actions, the last column, right-aligned; `nowrap` keeps several buttons on one line. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode, { nowrap = false } = {}): Column<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    headerClassName: 'text-right',
    className: `py-1.5 text-right${nowrap ? ' whitespace-nowrap' : ''}`,
    cell,
  };
}

/**
 * A data table of a query's rows (keyed by their id): while it loads, when it failed (with 'Try again')
 * or is empty, a line naming the `items` stands in for them; `text` words one of those lines otherwise.
 * Of a list read a page at a time, only a failure of its first page stands in for the rows.
 */
export function QueryTable<Row extends { id: number }>({
  query,
  items,
  text = {},
  ...table
}: Omit<DataTableProps<Row>, 'rows' | 'busy' | 'placeholder' | 'rowKey'> & {
  query: {
    data?: readonly Row[];
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    isFetchNextPageError?: boolean;
  };
  /** What the rows are, plural ('documents'). */
  items: string;
  text?: Partial<Record<'loading' | 'failed' | 'empty', string>>;
}) {
  const rows = query.data ?? [];
  const words = { loading: `Loading ${items}...`, failed: `Failed to load ${items}.`, empty: `No ${items} found.`, ...text };
  return (
    <DataTable
      {...table}
      rows={rows}
      rowKey={(row) => row.id}
      busy={query.isFetching}
      // An older page that failed leaves the rows read before it on screen (ShowOlder says so).
      placeholder={listPlaceholder({ ...query, isError: query.isError && !query.isFetchNextPageError }, rows.length === 0, words)}
    />
  );
}
