// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamEndpoints } from '../../../../contract/staff/endpoints';
import type { TeamMember } from '../../../../contract/staff/team';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { TeamTab } from './team-tab';
import { renderWithQueries } from '../../../testing/render-with-queries';

const member = (id: number, firstName: string, isAdmin: boolean): TeamMember => ({
  id,
  email: `${firstName.toLowerCase()}@practice.example`,
  firstName,
  lastName: 'Team',
  isAdmin,
  mfaEnabled: false,
  isActive: true,
  invitationPending: false,
  createdAt: '2026-11-01T09:00:00.000Z',
});
const ADA = member(1, 'Ada', true);

function renderTeam(team: TeamMember[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url === teamEndpoints.list.path ? { items: team } : { items: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <CurrentMemberProvider value={ADA}>
      <TeamTab />
    </CurrentMemberProvider>,
  );
}

async function rowOf(name: string) {
  return within((await screen.findByText(name)).closest('tr') as HTMLElement);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the team tab', () => {
  it('does not offer the only active admin a step down or a deactivation the server would refuse, and says why', async () => {
    renderTeam([ADA, member(2, 'Cal', false)]);
    const ada = await rowOf('Ada Team');
    expect(ada.queryAllByRole('button', { name: /Deactivate|Make caseworker/ })).toEqual([]);
    expect(ada.getByText('The only active admin: make another member an admin first')).toBeTruthy();
    const cal = await rowOf('Cal Team');
    expect(cal.getByRole('button', { name: 'Deactivate Cal Team' })).toBeTruthy();
  });

  it('speaks to the member when they deactivate themselves', async () => {
    renderTeam([ADA, member(3, 'Bea', true)]);
    await userEvent.click((await rowOf('Ada Team')).getByRole('button', { name: 'Deactivate Ada Team' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'You are signed out everywhere at once and cannot sign in until reactivated. Your history stays.',
    );
  });
});
