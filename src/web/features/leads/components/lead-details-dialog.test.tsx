// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import type { Lead } from '../../../../contract/leads/lead';
import type { StaffMember } from '../../../../contract/staff/staff';
import { Dialog } from '../../../components/ui/dialog';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { LeadDetailsDialog } from './lead-details-dialog';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { SAMPLE_LEAD } from '../../../testing/sample-lead';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };
const stats = { total: 1, synced: 0, pending: 1, failed: 0, duplicate: 0, noConsent: 0 };

const LEAD: Lead = {
  ...SAMPLE_LEAD,
  reference: null,
  firstName: 'Nora',
  lastName: 'Consent',
  email: 'nora@example.com',
  phone: '+44 20 7946 0123',
  depositMethod: 'bank_transfer',
  companyName: 'Fake Exchange',
  expertCallTime: 'Any time',
  caseDetails: 'Sent money to a fake exchange.',
  consentToShare: true,
  consentText: 'I agree to share my case with the partner.',
  consentAt: '2026-11-01T10:00:00.000Z',
};

function renderDetails(configured: boolean) {
  vi.stubGlobal('fetch', async (url: string) =>
    url === crmEndpoints.syncStatus.path
      ? new Response(JSON.stringify({ configured, stats, leads: [], page: 1, pageSize: 50 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'Not here' }), { status: 404, headers: { 'content-type': 'application/json' } }),
  );
  renderWithQueries(
    <CurrentMemberProvider value={ADMIN}>
      <Dialog open>
        <LeadDetailsDialog lead={LEAD} staff={[ADMIN]} />
      </Dialog>
    </CurrentMemberProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const crmField = () => screen.getByText('CRM sync').nextElementSibling?.textContent;

describe('the lead details', () => {
  it('say a consenting lead is not sent, never "Pending", while no partner CRM is set up', async () => {
    renderDetails(false);
    await screen.findByText('Not sent: no partner CRM is set up');
    expect(crmField()).toBe('Not sent: no partner CRM is set up');
  });

  it('say "Pending" for it once a partner CRM is set up', async () => {
    renderDetails(true);
    await screen.findByText('Pending');
    expect(crmField()).toBe('Pending');
  });
});
