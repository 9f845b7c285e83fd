// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_QUEUE_LABELS } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { renderWithQueries } from '../../../testing/render-with-queries';
import type { ClaimQueueItem } from './claim-queue-columns';
import { ClaimsTab } from './claims-tab';

const row = (over: Partial<ClaimQueueItem>): ClaimQueueItem => ({
  kind: 'claim',
  id: 1,
  clientAccountId: 10,
  caseId: 'RC-0010',
  clientName: 'Ada Byron',
  vulnerable: false,
  type: 'app_reimbursement',
  counterparty: 'Example Bank',
  reference: null,
  status: 'filed',
  assignedToName: 'Sam Case',
  nextDate: '2026-11-20',
  overdue: true,
  ...over,
});
const overdueClaim = row({});
const freeze = row({
  id: 2,
  clientAccountId: 11,
  caseId: 'RC-0011',
  clientName: 'Tom Reed',
  vulnerable: true,
  type: 'exchange_freeze',
  counterparty: 'Coin Exchange Ltd',
  status: 'preparing',
  nextDate: '2026-12-05',
  overdue: false,
});

function renderTab() {
  const asked: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === endpointUrl(claimEndpoints.queueCounts)) {
      return json({ to_file: 0, window_closing: 0, decision_overdue: 1, refer_closing: 0, urgent: 1, mine: 2 });
    }
    const items = url === endpointUrl(claimEndpoints.list, { query: { queue: 'urgent' } }) ? [freeze] : [overdueClaim, freeze];
    return json({ items, total: items.length, totalCapped: false, page: 1, pageSize: 50 });
  });
  renderWithQueries(<ClaimsTab accountHref={(id) => `/admin?tab=clients&account=${id}`} />);
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Claims tab', () => {
  it('lists every claim by its next date, the overdue one standing out and a vulnerable client marked', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('claim-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['RC-0010', 'RC-0011']);
    expect(rows[0].textContent).toContain('Overdue');
    expect(rows[0].textContent).toContain('APP scam reimbursement');
    expect(rows[1].textContent).not.toContain('Overdue');
    expect(rows[1].textContent).toContain('Vulnerable client');
    expect(within(rows[1]).getByRole('link', { name: 'Open the account of Tom Reed' }).getAttribute('href')).toBe('/admin?tab=clients&account=11');
  });

  it('switches to a queue, showing its count, and back to every claim', async () => {
    const asked = renderTab();
    const urgent = await screen.findByRole('button', { name: `${CLAIM_QUEUE_LABELS.urgent} (1)` });
    expect(screen.getByRole('button', { name: `${CLAIM_QUEUE_LABELS.mine} (2)` })).toBeTruthy();
    expect(urgent.getAttribute('aria-pressed')).toBe('false');
    await screen.findAllByTestId('claim-row');

    await userEvent.click(urgent);
    expect(urgent.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('claim-row')).toHaveLength(1));
    expect(screen.getByTestId('claim-row').textContent).toContain('Coin Exchange Ltd');
    expect(asked).toContain(endpointUrl(claimEndpoints.list, { query: { queue: 'urgent' } }));

    await userEvent.click(urgent);
    expect(urgent.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'All claims' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('claim-row')).toHaveLength(2));
  });
});
