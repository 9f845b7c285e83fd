// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OFFLINE_NOTICE, CHAT_SESSION_STORAGE_KEY } from '../../../contract/chat/messages';
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
    const body = url === '/api/chat/status' ? { staffOnline } : [];
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
