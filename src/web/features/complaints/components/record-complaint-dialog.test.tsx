// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Complaint,
  COMPLAINT_CONTACT_NEEDED_MESSAGE,
  COMPLAINT_EMAIL_NEEDED_MESSAGE,
  NO_EMAIL_RESPONSE_HINT,
} from '../../../../contract/complaints/complaints';
import { complaintEndpoints } from '../../../../contract/complaints/endpoints';
import { Dialog } from '../../../components/ui/dialog';
import { ComplaintUpdateDialog, RecordComplaintDialog } from './complaint-dialogs';
import { renderWithQueries } from '../../../testing/render-with-queries';

/** The "Record a complaint" dialog, with what it sends recorded. */
function renderDialog() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === complaintEndpoints.record.path && init.method === complaintEndpoints.record.method) {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      const complaint = {
        ...body,
        id: 1,
        reference: 'CMP-AAAAA-BBBBB',
        clientAccountId: null,
        leadId: null,
        subject: null,
        status: 'received',
        outcome: null,
        response: null,
        summaryDeadline: '2026-12-01',
        finalDeadline: '2027-01-23',
        overdue: false,
        summaryWindowOpen: true,
        closedAt: null,
        createdAt: body.receivedAt,
      };
      return new Response(JSON.stringify(complaint), { status: 201, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const done = vi.fn();
  renderWithQueries(
    <Dialog open>
      <RecordComplaintDialog onDone={done} />
    </Dialog>,
  );
  return { sent, done };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recording a complaint received by phone or letter', () => {
  it('records one from someone with no email, with how to reach them in writing', async () => {
    const { sent, done } = renderDialog();
    await userEvent.type(screen.getByLabelText("Complainant's name"), 'Arthur Penn');
    await userEvent.selectOptions(screen.getByLabelText('Received by'), 'letter');
    await userEvent.type(screen.getByLabelText('What the complaint says'), 'Nobody answered my letter of March.');
    await userEvent.click(screen.getByRole('button', { name: 'Record complaint' }));
    // Neither an email nor an address: they could not be answered.
    expect(await screen.findByText(COMPLAINT_CONTACT_NEEDED_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Postal address or phone'), '12 High Street, Leeds LS1 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Record complaint' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Arthur Penn', email: null, contact: '12 High Street, Leeds LS1 1AA', channel: 'letter' }),
    ]);
  });

  it('one received by email needs the address it came from', async () => {
    const { sent } = renderDialog();
    await userEvent.type(screen.getByLabelText("Complainant's name"), 'Mae Lin');
    await userEvent.selectOptions(screen.getByLabelText('Received by'), 'email');
    await userEvent.type(screen.getByLabelText('Postal address or phone'), '07700 900123');
    await userEvent.type(screen.getByLabelText('What the complaint says'), 'My emails go unanswered.');
    await userEvent.click(screen.getByRole('button', { name: 'Record complaint' }));
    expect(await screen.findByText(COMPLAINT_EMAIL_NEEDED_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('working a complaint of someone with no email', () => {
  it('shows how to reach them, and that the response is theirs to send', async () => {
    const complaint: Complaint = {
      id: 3,
      reference: 'CMP-CCCCC-DDDDD',
      name: 'Arthur Penn',
      email: null,
      contact: '12 High Street, Leeds LS1 1AA',
      clientAccountId: null,
      leadId: null,
      channel: 'letter',
      subject: null,
      summary: 'Nobody answered my letter of March.',
      status: 'acknowledged',
      outcome: null,
      response: null,
      receivedAt: '2026-11-20T10:00:00.000Z',
      summaryDeadline: '2026-11-25',
      finalDeadline: '2027-01-15',
      overdue: false,
      summaryWindowOpen: false,
      closedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    renderWithQueries(
      <Dialog open>
        <ComplaintUpdateDialog complaint={complaint} onDone={() => {}} />
      </Dialog>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('No email: reach them at 12 High Street, Leeds LS1 1AA');
    await userEvent.selectOptions(screen.getByLabelText('Move to'), 'final_response');
    expect(screen.getByRole('dialog').textContent).toContain(NO_EMAIL_RESPONSE_HINT);
  });
});
