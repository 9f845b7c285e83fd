// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContentSchema } from '../../../contract/content/content';
import type { StaffMember } from '../../../contract/staff/staff';
import { AdminShell } from './admin-shell';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

beforeEach(() => {
  window.history.replaceState(null, '', '/admin?tab=content');
  const content = siteContentSchema.parse({});
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/admin/content'
      ? new Response(JSON.stringify(content), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: 'Not here' }), { status: 404, headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdminShell staff={ADMIN} />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
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
