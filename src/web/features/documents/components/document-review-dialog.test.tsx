// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientDocument } from '../../../../contract/documents/documents';
import type { StaffMember } from '../../../../contract/staff/staff';
import { Dialog } from '../../../components/ui/dialog';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { DocumentReviewDialog } from './document-review-dialog';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };
const CASEWORKER: StaffMember = { id: 2, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: false };

const DOC: ClientDocument = {
  id: 7,
  clientAccountId: 3,
  documentType: 'id',
  fileName: 'passport.png',
  fileSize: 1200,
  mimeType: 'image/png',
  uploadedAt: '2026-11-01T10:00:00.000Z',
  status: 'pending',
  adminNotes: null,
  reason: null,
  requestTitle: null,
  clientEmail: 'ann@example.com',
};

function renderDialog(member: StaffMember = ADMIN) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    return new Response(JSON.stringify({ ...DOC, ...body }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <CurrentMemberProvider value={member}>
      <Dialog open>
        <DocumentReviewDialog doc={DOC} onDone={() => {}} />
      </Dialog>
    </CurrentMemberProvider>,
  );
  return sent;
}

describe('reviewing a document', () => {
  it('asks for a reason for the client only when rejecting, and sends nothing until one is given', async () => {
    const sent = renderDialog();
    expect(screen.queryByLabelText('Reason for the client')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
    const reason = screen.getByLabelText('Reason for the client');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Give the client a reason for rejecting the document')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(reason, 'The photo is blurred.');
    await userEvent.type(screen.getByLabelText('Admin notes (staff only)'), 'Second upload');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'rejected', adminNotes: 'Second upload', reason: 'The photo is blurred.' }]));
  });

  it("names the internal notes after the member's role: Admin notes for an admin, Staff notes for a caseworker", () => {
    renderDialog(ADMIN);
    expect(screen.getByLabelText('Admin notes (staff only)')).toBeTruthy();
    cleanup();
    renderDialog(CASEWORKER);
    expect(screen.getByLabelText('Staff notes (staff only)')).toBeTruthy();
    expect(screen.queryByText(/Admin notes/)).toBeNull();
  });
});
