// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  amount: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', className: 'text-right', cell: (row) => <strong>{row.amount}</strong> },
];

describe('the data table', () => {
  it('renders headers and a row per item from the column descriptions, inside its labelled scrolling region', () => {
    render(
      <DataTable
        label="Payments"
        columns={columns}
        rows={[
          { id: 1, name: 'Ann', amount: '£10.00' },
          { id: 2, name: 'Bob', amount: '£20.00' },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Payments table' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount']);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ann', '£10.00'],
      ['Bob', '£20.00'],
    ]);
    expect(within(rows[0]).getAllByRole('cell')[1].className).toContain('text-right');
  });

  it('shows its placeholder in one full-width row instead of the rows', () => {
    render(
      <DataTable
        label="Payments"
        columns={columns}
        rows={[{ id: 1, name: 'Ann', amount: '£10.00' }]}
        rowKey={(row) => row.id}
        placeholder="No payments found."
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['No payments found.']);
    expect(cells[0].getAttribute('colspan')).toBe('2');
    expect(screen.queryByText('Ann')).toBeNull();
  });
});
