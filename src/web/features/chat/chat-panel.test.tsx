// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OFFLINE_NOTICE, CHAT_SESSION_STORAGE_KEY } from '../../../contract/chat/messages';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { endpointUrl } from '../../../contract/shared/endpoint';
import ChatPanel from './chat-panel';

/** The socket of this test: it opens when told to, and the server confirms the join it is sent. */
class ServerSocket {
  static last: ServerSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor() {
    ServerSocket.last = this;
  }
  open() {
    this.readyState = ServerSocket.OPEN;
    this.onopen?.();
  }
  send(data: string) {
    const event = JSON.parse(data) as { type: string };
    if (event.type === 'join_room') this.onmessage?.({ data: JSON.stringify({ type: 'joined' }) });
  }
  close() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  ServerSocket.last = null;
});

function renderPanel(staffOnline: boolean) {
  window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, 'session_x');
  vi.stubGlobal('WebSocket', ServerSocket);
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url === chatEndpoints.status.path ? { staffOnline } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(<ChatPanel view="open" onViewChange={() => {}} onUnreadChange={() => {}} signedIn={false} />);
}

describe("the chat widget's connection indicator", () => {
  it("reads 'Connecting...' until the socket is open, then 'Connected', with no staff member online", async () => {
    renderPanel(false);
    expect(await screen.findByText('Connecting...')).toBeTruthy();
    // The notice below the header says nobody from the team is there.
    expect(await screen.findByText(CHAT_OFFLINE_NOTICE)).toBeTruthy();
    act(() => ServerSocket.last?.open());
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByText('Connecting...')).toBeNull();
    expect(screen.getByText(CHAT_OFFLINE_NOTICE)).toBeTruthy();
  });

  it("reads 'Connected' with staff online, and no offline notice", async () => {
    renderPanel(true);
    act(() => ServerSocket.last?.open());
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByText(CHAT_OFFLINE_NOTICE)).toBeNull();
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const reply = (id: number, message: string, senderType: 'user' | 'admin' = 'admin') => ({
  id,
  roomId: 1,
  senderType,
  senderName: senderType === 'admin' ? 'Support Team' : 'Val Visitor',
  message,
  isRead: false,
  createdAt: '2026-11-27T10:00:00.000Z',
});

/** The panel over a server whose answers `answer` gives by path (anything else: an empty list). */
function renderWith(answer: (path: string) => Response | undefined, props: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  vi.stubGlobal('WebSocket', ServerSocket);
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    return answer(path) ?? (path === chatEndpoints.status.path ? json(200, { staffOnline: true }) : json(200, []));
  });
  const onUnreadChange = vi.fn();
  const view = render(<ChatPanel view="open" onViewChange={() => {}} onUnreadChange={onUnreadChange} signedIn={false} {...props} />);
  return { ...view, onUnreadChange };
}

const messagesPath = (sessionId: string) => endpointUrl(chatEndpoints.visitorMessages, { params: { sessionId } });

describe('a conversation that ends', () => {
  it('goes back to the contact step with a notice when staff delete the room, and this browser forgets it', async () => {
    window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, 'session_x');
    renderWith((path) => (path === messagesPath('session_x') ? json(200, [reply(5, 'We are here to help')]) : undefined));
    expect(await screen.findByText('We are here to help')).toBeTruthy();
    act(() => ServerSocket.last?.open());
    act(() => ServerSocket.last?.onmessage?.({ data: JSON.stringify({ type: 'room_deleted', sessionId: 'session_x' }) }));
    expect(await screen.findByText('Your previous conversation has ended. Start a new chat any time.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /first name/i })).toBeTruthy();
    expect(screen.queryByText('We are here to help')).toBeNull();
    expect(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('unread replies', () => {
  it('count the staff replies after the visitor’s own last message on the minimised bar, and none once the chat is open', async () => {
    window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, 'session_x');
    const history = [reply(1, 'First answer'), reply(2, 'Thanks', 'user'), reply(3, 'Second answer'), reply(4, 'Third answer')];
    const { rerender, onUnreadChange } = renderWith((path) => (path === messagesPath('session_x') ? json(200, history) : undefined), {
      view: 'minimised',
    });
    expect(await screen.findByRole('button', { name: 'Expand chat (2 unread)' })).toBeTruthy();
    expect(onUnreadChange).toHaveBeenLastCalledWith(2);
    rerender(<ChatPanel view="open" onViewChange={() => {}} onUnreadChange={onUnreadChange} signedIn={false} />);
    expect(await screen.findByText('Third answer')).toBeTruthy();
    expect(onUnreadChange).toHaveBeenLastCalledWith(0);
    rerender(<ChatPanel view="minimised" onViewChange={() => {}} onUnreadChange={onUnreadChange} signedIn={false} />);
    // Read while it was open: across reloads too.
    expect(await screen.findByRole('button', { name: 'Expand chat' })).toBeTruthy();
    expect(window.localStorage.getItem(`${CHAT_SESSION_STORAGE_KEY}.readUpTo`)).toBe('4');
  });
});

describe('a signed-in client', () => {
  it('finds their own room, not the one this browser remembers, and reads its conversation', async () => {
    window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, 'session_someone_else');
    renderWith(
      (path) => {
        if (path === chatEndpoints.clientChat.path) return json(200, { room: { id: 1, sessionId: 'session_own', staffOnline: true } });
        if (path === messagesPath('session_own')) return json(200, [reply(7, 'Your documents arrived')]);
        return undefined;
      },
      { signedIn: true },
    );
    expect(await screen.findByText('Your documents arrived')).toBeTruthy();
    expect(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBe('session_own');
    expect(screen.queryByRole('textbox', { name: /first name/i })).toBeNull();
  });

  it('is told they were signed out when their session has ended', async () => {
    renderWith((path) => (path === chatEndpoints.clientChat.path ? json(401, { message: 'Sign in required' }) : undefined), { signedIn: true });
    expect(await screen.findByText('You have been signed out. Please sign in again to chat with us.')).toBeTruthy();
  });
});
