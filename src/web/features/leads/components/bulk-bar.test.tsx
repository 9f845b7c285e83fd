// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { parseLeadListParams } from '../lib/lead-list-params';
import { BulkBar } from './bulk-bar';
import { renderWithQueries } from '../../../testing/render-with-queries';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };
const stats = { total: 0, synced: 0, pending: 0, failed: 0, duplicate: 0, noConsent: 0 };

function renderBar(configured: boolean) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url === crmEndpoints.syncStatus.path ? { configured, stats, leads: [], page: 1, pageSize: 50 } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <CurrentMemberProvider value={ADMIN}>
      <BulkBar target={{ ids: [4, 5] }} params={parseLeadListParams('')} staff={[]} onDone={() => {}} />
    </CurrentMemberProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bulk bar of the lead list', () => {
  it('does not offer "Sync to CRM" when no partner CRM is configured (the server would refuse it)', async () => {
    renderBar(false);
    await screen.findByRole('button', { name: /Export selected/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Sync to CRM' })).toBeNull();
  });

  it('offers it to an admin once the partner CRM is configured', async () => {
    renderBar(true);
    expect(await screen.findByRole('button', { name: 'Sync to CRM' })).toBeTruthy();
  });
});
