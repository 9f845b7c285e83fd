// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientComplaintView } from '../../../../contract/complaints/complaints';
import { complaintEndpoints } from '../../../../contract/complaints/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { ComplaintsCard } from './complaints-card';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const written: ClientComplaintView = {
  id: 5,
  reference: 'CMP-7F3K9-QXA2M',
  channel: 'portal',
  subject: 'Lost statement',
  summary: 'I sent my bank statement twice.\n<b>Nobody</b> told me it arrived.',
  status: 'acknowledged',
  outcome: null,
  response: null,
  receivedAt: '2026-11-20T10:05:00.000Z',
  finalDeadline: '2027-01-15',
  closedAt: null,
  ombudsmanNotice: null,
};
const phoned: ClientComplaintView = {
  ...written,
  id: 6,
  reference: 'CMP-2B8RT-K4N7W',
  channel: 'phone',
  subject: null,
  summary: 'Asked twice for a call back.',
};

function renderCard(complaints: ClientComplaintView[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const one = complaints.find((c) => url === endpointUrl(complaintEndpoints.oneForClient, { params: { id: c.id } }));
    const body = one ?? { items: complaints.map(({ summary: _summary, ...item }) => item) };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<ComplaintsCard />);
  return asked;
}

describe("the client's complaints card", () => {
  it('opens a complaint to reread what the client wrote, as text, with its reference, status and dates; and closes it', async () => {
    const asked = renderCard([written]);
    const item = await screen.findByTestId('complaint');
    expect(item.textContent).toContain('CMP-7F3K9-QXA2M');
    expect(item.textContent).toContain('Acknowledged');
    expect(item.textContent).toContain('our final response by 15 January 2027');
    const toggle = within(item).getByRole('button', { name: 'Read your complaint CMP-7F3K9-QXA2M' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(item.textContent).not.toContain('bank statement');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = await within(item).findByTestId('complaint-details');
    expect(toggle.getAttribute('aria-controls')).toBe(details.id);
    expect(asked).toContain(endpointUrl(complaintEndpoints.oneForClient, { params: { id: 5 } }));
    await within(details).findByText('What you wrote');
    expect(details.textContent).toContain('Lost statement');
    // Typed text is shown as typed: its line breaks kept, its markup never run.
    const text = within(details).getByText(/I sent my bank statement twice\./);
    expect(text.textContent).toBe(written.summary);
    expect(details.querySelector('b')).toBeNull();
    expect(details.textContent).toMatch(/You sent it from your client portal on 20 November 2026 at \d{2}:05/);
    expect(document.activeElement === toggle || document.activeElement === document.body).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(item).queryByTestId('complaint-details')).toBeNull();
  });

  it('a complaint taken by phone is shown as we noted it, not as something the client wrote', async () => {
    renderCard([phoned]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read your complaint CMP-2B8RT-K4N7W' }));
    const details = await screen.findByTestId('complaint-details');
    await within(details).findByText('Asked twice for a call back.');
    expect(details.textContent).toContain('What you told us, as we noted it');
    expect(details.textContent).not.toContain('What you wrote');
    expect(details.textContent).toMatch(/We received it by phone on 20 November 2026/);
  });
});
