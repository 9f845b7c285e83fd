// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../../contract/leads/lead';
import { SAMPLE_LEAD } from '../../../testing/sample-lead';
import { Dialog } from '../../../components/ui/dialog';
import { toDateTimeLocal } from '../../../lib/format';
import { LeadEditDialog } from './lead-edit-dialog';
import { renderWithQueries } from '../../../testing/render-with-queries';

const LEAD = SAMPLE_LEAD;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(lead: Lead = LEAD) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    return new Response(JSON.stringify({ ...LEAD, ...body }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <Dialog open>
      <LeadEditDialog lead={lead} staff={[]} onDone={() => {}} />
    </Dialog>,
  );
  return sent;
}

describe('editing a lead', () => {
  it('refuses a last contact in the future, saying so, and sends nothing', async () => {
    const sent = renderDialog();
    const tomorrow = toDateTimeLocal(new Date(Date.now() + 86_400_000).toISOString());
    fireEvent.change(screen.getByLabelText('Last contacted'), { target: { value: tomorrow } });
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Last contacted cannot be in the future')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends a last contact in the past', async () => {
    const sent = renderDialog();
    const anHourAgo = new Date(Date.now() - 3_600_000);
    fireEvent.change(screen.getByLabelText('Last contacted'), { target: { value: toDateTimeLocal(anHourAgo.toISOString()) } });
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText('Last contacted cannot be in the future')).toBeNull();
  });

  it('leaves a last contact already on the lead alone when other fields change', async () => {
    const sent = renderDialog({ ...LEAD, lastContactedAt: new Date(Date.now() + 86_400_000).toISOString() });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent).toEqual([{ status: 'contacted' }]));
  });
});
