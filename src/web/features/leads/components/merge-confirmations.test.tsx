// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadBrief } from '../../../../contract/leads/duplicates';
import type { Lead } from '../../../../contract/leads/lead';
import type { StaffMember } from '../../../../contract/staff/staff';
import { Dialog } from '../../../components/ui/dialog';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { DuplicateGroupsButton } from './duplicate-groups';
import { LeadDuplicates } from './lead-duplicates';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { SAMPLE_LEAD } from '../../../testing/sample-lead';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

const brief = (id: number, firstName: string, lastName: string, email: string): LeadBrief => ({
  id,
  reference: null,
  firstName,
  lastName,
  email,
  phone: '+447700900123',
  country: 'United Kingdom',
  status: 'new',
  assignedTo: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const KEPT = brief(9, 'Ann', 'Able', 'ann@example.com');
const OTHER = brief(10, 'Ann', 'Able', 'ann.able@mail.example');
const THIRD = brief(11, 'Annie', 'Able', 'annie@mail.example');

const LEAD: Lead = { ...SAMPLE_LEAD, ...KEPT };

function renderWith(items: unknown[], children: ReactNode) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }));
  renderWithQueries(<CurrentMemberProvider value={ADMIN}>{children}</CurrentMemberProvider>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming a merge', () => {
  it("from a lead's duplicates, says which lead is kept and which is merged into it, by name and email", async () => {
    renderWith(
      [{ lead: OTHER, reasons: ['phone'] }],
      <Dialog open>
        <LeadDuplicates lead={LEAD} />
      </Dialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Merge into this lead' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Merge leads' });
    expect(confirm.textContent).toContain('Keep Ann Able (ann@example.com) and merge Ann Able (ann.able@mail.example) into it?');
    expect(confirm.textContent).toContain('it leaves the list');
  });

  it('from the duplicate groups, says which lead is kept and which leads are merged into it, by name and email', async () => {
    renderWith([{ reason: 'phone', leads: [KEPT, OTHER, THIRD] }], <DuplicateGroupsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Find duplicates' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Ann Able (ann@example.com) and merge the others into it' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Merge leads' });
    expect(within(confirm).getByText(/^Keep/).textContent).toContain(
      'Keep Ann Able (ann@example.com) and merge Ann Able (ann.able@mail.example) and Annie Able (annie@mail.example) into it?',
    );
  });
});
