// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../../../contract/intake/contact';
import { contactMessageEndpoints as endpoints } from '../../../../contract/intake/contact-endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../../../contract/shared/fields';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { staffListPage } from '../../../testing/staff-list-page';
import { ContactMessagesTab } from './contact-messages-tab';
import { renderWithQueries } from '../../../testing/render-with-queries';

const CASEWORKER: StaffMember = { id: 2, email: 'cal@practice.example', firstName: 'Cal', lastName: 'Worker', isAdmin: false, mfaEnabled: true };

const message = (id: number, text: string): ContactMessage => ({
  id,
  firstName: 'Sam',
  lastName: 'Sender',
  email: `sender${id}@example.com`,
  phone: null,
  subject: null,
  message: text,
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
  replies: [],
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Two thirds of the messages mention a refund.
const all = Array.from({ length: STAFF_LIST_PAGE_SIZE * 2 }, (_, i) => message(i + 1, i % 3 === 0 ? 'About my card' : 'About my refund'));
const refunds = all.filter((m) => m.message.includes('refund'));

/**
 * The tab, with the list answering as the server does, a page at a time; a search's answers wait for
 * `searchAnswered` when given, and `answer` may answer a request first. Every URL asked for is recorded.
 */
function renderTab(searchAnswered?: Promise<void>, answer?: (url: string, init: RequestInit) => Promise<Response> | undefined) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    urls.push(url);
    const own = answer?.(url, init);
    if (own) return own;
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    if (q) await searchAnswered;
    return json({ items: staffListPage(all, url, (m) => m.message.includes(q)) });
  });
  renderWithQueries(
    <CurrentMemberProvider value={CASEWORKER}>
      <ContactMessagesTab />
    </CurrentMemberProvider>,
  );
  return urls;
}

describe('a long list of contact messages', () => {
  it('reads the older messages of a search on "Show older messages", still searching, until there are none', async () => {
    const urls = renderTab();
    await userEvent.type(screen.getByLabelText('Search messages'), 'refund');
    const table = await screen.findByRole('region', { name: 'Contact messages table' });
    // The search's first page replaces the unfiltered one (whose newest message is about a card).
    await waitFor(() => expect(within(table).queryByText(`sender${all.length - 1}@example.com`)).toBeNull());
    await within(table).findByText(`sender${refunds.at(-1)?.id}@example.com`);
    expect(within(table).getAllByRole('row')).toHaveLength(STAFF_LIST_PAGE_SIZE + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await within(table).findByText(`sender${refunds[0].id}@example.com`);
    expect(within(table).getAllByRole('row')).toHaveLength(refunds.length + 1);
    const lastShown = refunds[refunds.length - STAFF_LIST_PAGE_SIZE].id;
    expect(urls).toContain(endpointUrl(endpoints.list, { query: { q: 'refund', status: 'new', before: lastShown } }));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it("offers no older messages while a new search loads (the rows on screen are the previous list's)", async () => {
    let answer = () => {};
    const urls = renderTab(new Promise<void>((resolve) => (answer = resolve)));
    const table = await screen.findByRole('region', { name: 'Contact messages table' });
    await within(table).findByText(`sender${all.length}@example.com`);
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search messages'), 'refund');
    await waitFor(() => expect(urls).toContain(endpointUrl(endpoints.list, { query: { q: 'refund', status: 'new' } })));
    expect(within(table).getByText(`sender${all.length - 1}@example.com`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();

    answer();
    await waitFor(() => expect(within(table).queryByText(`sender${all.length - 1}@example.com`)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Show older messages' })).toBeTruthy();
  });

  it('offers no older messages while the list is read again after a change', async () => {
    let listAgain = () => {};
    let changed = false;
    const urls = renderTab(undefined, (_url, init) => {
      if (init.method === 'PATCH') {
        changed = true;
        return Promise.resolve(json({ ...all[all.length - 1], status: 'handled' }));
      }
      // After the change the list is read again, held until the test lets it go.
      if (changed) return new Promise<void>((resolve) => (listAgain = resolve)).then(() => json({ items: [] }));
      return undefined;
    });
    const table = await screen.findByRole('region', { name: 'Contact messages table' });
    await within(table).findByText(`sender${all.length}@example.com`);
    await userEvent.click(screen.getByRole('button', { name: `Mark the message from sender${all.length}@example.com handled` }));
    const firstPage = endpointUrl(endpoints.list, { query: { status: 'new' } });
    await waitFor(() => expect(urls.filter((url) => url === firstPage)).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Show older messages' }) as HTMLButtonElement).disabled).toBe(true);

    listAgain();
    await waitFor(() => expect(within(table).queryByText(`sender${all.length}@example.com`)).toBeNull());
  });

  it('keeps the rows on screen when an older page fails to load, and says so', async () => {
    renderTab(undefined, (url) =>
      url.includes('before=') ? Promise.resolve(new Response('{"message":"Database unavailable"}', { status: 503 })) : undefined,
    );
    const table = await screen.findByRole('region', { name: 'Contact messages table' });
    await within(table).findByText(`sender${all.length}@example.com`);
    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The older messages could not be loaded.');
    expect(within(table).getAllByRole('row')).toHaveLength(STAFF_LIST_PAGE_SIZE + 1);
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeTruthy();
  });
});

describe('answering a contact message', () => {
  it('the reply form warns that email is not private, refuses an empty reply, and sends the words; the reply then shows with the message', async () => {
    const newest = all[all.length - 1];
    const posted: { url: string; body: unknown }[] = [];
    let replied = false;
    const repliedMessage: ContactMessage = {
      ...newest,
      status: 'handled',
      replies: [{ id: 1, message: 'Yes, we can help.', staffName: 'Cal Worker', createdAt: '2026-11-21T09:30:00.000Z' }],
    };
    renderTab(undefined, (url, init) => {
      if (init.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        replied = true;
        return Promise.resolve(json(repliedMessage));
      }
      if (replied && !url.includes('before=')) return Promise.resolve(json({ items: [repliedMessage] }));
      return undefined;
    });
    const table = await screen.findByRole('region', { name: 'Contact messages table' });
    await within(table).findByText(newest.email);
    await userEvent.click(screen.getByRole('button', { name: `Reply by email to ${newest.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply by email' });
    expect(dialog.textContent).toContain('Email is not private: never ask for or send bank details, passwords or documents by email.');
    const field = within(dialog).getByLabelText('Your reply');
    expect(field.getAttribute('aria-describedby')).toContain('contact-reply-warning');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect((await within(dialog).findByText('Reply is required')).textContent).toBe('Reply is required');
    expect(posted).toEqual([]);

    await userEvent.type(field, 'Yes, we can help.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ url: endpointUrl(endpoints.reply, { params: { id: newest.id } }), body: { message: 'Yes, we can help.' } }]);
    const replies = await within(table).findByRole('list', { name: `Replies to ${newest.email}` });
    expect(replies.textContent).toContain('Replied by email by Cal Worker');
    expect(replies.textContent).toContain('Yes, we can help.');
  });
});
