// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatRoom } from '../testing/chat-room';
import { ChatInbox } from './chat-inbox';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    const body = url === '/api/chat/admin/rooms' ? [room(5, 'Val'), room(6, 'Wes')] : [];
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
