// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContentSchema } from '../../../contract/content/content';
import { contentEndpoints } from '../../../contract/content/endpoints';
import { staffEndpoints } from '../../../contract/staff/endpoints';
import type { StaffMember } from '../../../contract/staff/staff';
import { getAdminToken, setAdminToken } from '../../lib/admin-token';
import { AdminShell } from './admin-shell';
import { renderWithQueries } from '../../testing/render-with-queries';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

/** The addresses the page called, in order. */
let requested: string[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/admin?tab=content');
  const content = siteContentSchema.parse({});
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return url === contentEndpoints.get.path
      ? new Response(JSON.stringify(content), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: 'Not here' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<AdminShell staff={ADMIN} />);
});

afterEach(() => {
  cleanup();
  setAdminToken(null);
  vi.unstubAllGlobals();
});

/** Whether leaving the page now would make the browser ask. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Site Content with unsaved edits', () => {
  it('asks before another tab drops them, and stays on Cancel', async () => {
    await userEvent.type(await screen.findByLabelText('Legal name (optional)'), 'Example Recovery Ltd');
    await userEvent.click(screen.getByRole('tab', { name: 'Team' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Legal name (optional)') as HTMLInputElement).value).toBe('Example Recovery Ltd');
    expect(screen.getByRole('tab', { name: 'Site Content' }).getAttribute('aria-selected')).toBe('true');
    // The focus is back on the selected tab (back on 'Team' it would switch, and ask, again).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Site Content' })));

    await userEvent.click(screen.getByRole('tab', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByLabelText('Legal name (optional)')).toBeNull();
    expect(leavingAsks()).toBe(false);
  });

  it('asks before Back to Website or Profile drops them: Cancel stays, with the focus on the link; confirmed, it goes', async () => {
    await userEvent.type(await screen.findByLabelText('Legal name (optional)'), 'Example Recovery Ltd');
    for (const name of ['Back to Website', 'Profile']) {
      const link = screen.getByRole('link', { name });
      await userEvent.click(link);
      const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(window.location.pathname + window.location.search).toBe('/admin?tab=content');
      expect((screen.getByLabelText('Legal name (optional)') as HTMLInputElement).value).toBe('Example Recovery Ltd');
      await waitFor(() => expect(document.activeElement).toBe(link));
    }
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/profile?back=admin'));
  });

  it('asks before Logout drops them: Cancel keeps the member signed in; confirmed, they are signed out', async () => {
    setAdminToken('staff-token');
    await userEvent.type(await screen.findByLabelText('Legal name (optional)'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' })));
    expect(requested).not.toContain(staffEndpoints.signOut.path);
    expect(getAdminToken()).toBe('staff-token');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(getAdminToken()).toBeNull());
    expect(requested).toContain(staffEndpoints.signOut.path);
  });

  it('follows Back to Website at once without unsaved edits', async () => {
    await screen.findByLabelText('Legal name (optional)');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Website' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('makes the browser ask before the page is left, and only while edits are unsaved', async () => {
    const field = await screen.findByLabelText('Legal name (optional)');
    expect(leavingAsks()).toBe(false);
    await userEvent.type(field, 'X');
    expect(leavingAsks()).toBe(true);
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it('switches tab at once without unsaved edits', async () => {
    await screen.findByLabelText('Legal name (optional)');
    await userEvent.click(screen.getByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
