// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatEndpoints } from '../../../../contract/chat/endpoints';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { chatRoom } from '../testing/chat-room';
import { getAdminToken, setAdminToken } from '../../../lib/admin-token';
import { useStaffSession } from '../../staff';
import { ChatInbox } from './chat-inbox';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdminToken(null);
});

const room = (id: number, firstName: string) =>
  chatRoom({ id, sessionId: `session_${id}`, contactFirstName: firstName, contactEmail: `${firstName.toLowerCase()}@example.com` });

/** A socket that never opens: the inbox reads its rooms over HTTP alone here. */
class SilentSocket {
  readyState = 0;
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {}
}

function renderInbox(address: string) {
  window.history.replaceState(null, '', address);
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.startsWith(`${chatEndpoints.rooms.path}?`) ? [room(5, 'Val'), room(6, 'Wes')] : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<ChatInbox />);
}

describe('the chat a link names', () => {
  it('opens, and leaves the address once another chat is chosen, so a reload shows the one open now', async () => {
    renderInbox('/admin?tab=chat&room=5');
    expect(await screen.findByRole('heading', { name: 'Val Visitor' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Wes Visitor/ }));
    expect(await screen.findByRole('heading', { name: 'Wes Visitor' })).toBeTruthy();
    expect(window.location.search).toBe('?tab=chat');
  });

  it('leaves the address when it is closed', async () => {
    renderInbox('/admin?tab=chat&room=6');
    expect(await screen.findByRole('heading', { name: 'Wes Visitor' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'All chats' }));
    expect(window.location.search).toBe('?tab=chat');
  });
});

/** The inbox's answer: one page of rooms, with the paging headers. */
function roomsPage(rooms: ReturnType<typeof room>[], hasMore: boolean, total: number) {
  return new Response(JSON.stringify(rooms), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-has-more': String(hasMore), 'x-total-count': String(total) },
  });
}

describe('the room list', () => {
  it('reads the next page on "Show older chats" while one follows, and searches what is typed', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('WebSocket', SilentSocket);
    vi.stubGlobal('fetch', async (url: string) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname !== chatEndpoints.rooms.path) return new Response('[]', { status: 200 });
      asked.push(address);
      if (address.searchParams.get('q') === 'zed') return roomsPage([room(9, 'Zed')], false, 1);
      return address.searchParams.get('page') === '2'
        ? roomsPage([room(7, 'Old')], false, 3)
        : roomsPage([room(5, 'Val'), room(6, 'Wes')], true, 3);
    });
    window.history.replaceState(null, '', '/admin?tab=chat');
    renderWithQueries(<ChatInbox />);

    expect(await screen.findByRole('button', { name: /Wes Visitor/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show older chats' }));
    expect(await screen.findByRole('button', { name: /Old Visitor/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Val Visitor/ })).toBeTruthy();
    // The last page is read: nothing more to show.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older chats' })).toBeNull());
    expect(asked.map((a) => a.searchParams.get('page'))).toEqual(['1', '2']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'zed');
    expect(await screen.findByRole('button', { name: /Zed Visitor/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Wes Visitor/ })).toBeNull());
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });
});

/** A socket whose staff sign-in the server refuses: it closes with 4401 as soon as it is made. */
class RefusedSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    setTimeout(() => this.onclose?.({ code: 4401 }), 10);
  }
  send() {}
  close() {}
}

/** What the admin shell does: asks who is signed in with the stored token. */
function SessionCheck() {
  useStaffSession(getAdminToken());
  return null;
}

describe('a staff member whose sign-in ended elsewhere', () => {
  it('has the panel ask who is signed in again when the chat socket is refused (so the gate shows)', async () => {
    setAdminToken('ended-token');
    const asked: string[] = [];
    vi.stubGlobal('WebSocket', RefusedSocket);
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      // Signed in when the panel opened; refused once the member was deactivated.
      if (url === staffEndpoints.me.path && asked.filter((u) => u === url).length === 1) {
        const member = { id: 3, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: true };
        return new Response(JSON.stringify(member), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      if (url === staffEndpoints.me.path) return new Response(JSON.stringify({ message: 'Staff sign-in required' }), { status: 401 });
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithQueries(
      <>
        <SessionCheck />
        <ChatInbox />
      </>,
    );
    await waitFor(() => expect(asked.filter((url) => url === staffEndpoints.me.path).length).toBe(2));
    await waitFor(() => expect(getAdminToken()).toBeNull());
  });
});
