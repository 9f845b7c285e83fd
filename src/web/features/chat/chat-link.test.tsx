// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LINK_EXPIRED, CHAT_OFFLINE_NOTICE, CHAT_PRESENCE_POLL_MS, CHAT_SESSION_STORAGE_KEY } from '../../../contract/chat/messages';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import ChatPanel from './chat-panel';
import { takeChatLink } from './chat-link';

class QuietSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

let staffOnline = false;
let linkAnswer: { status: number; body: unknown } = { status: 200, body: { id: 4, sessionId: 'session_from_link', staffOnline: false } };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  staffOnline = false;
  vi.stubGlobal('WebSocket', QuietSocket);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === chatEndpoints.status.path) return json(200, { staffOnline });
    if (url === chatEndpoints.openFromLink.path) return json(linkAnswer.status, linkAnswer.body);
    return json(200, []);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const renderPanel = (link: string | null = null) =>
  render(<ChatPanel view="open" onViewChange={() => {}} onUnreadChange={() => {}} signedIn={false} link={link} />);

describe("a 'reply is waiting' email's link", () => {
  it('is taken off the address as the page loads', () => {
    window.history.replaceState(null, '', '/faq#chat-link=abc123');
    expect(takeChatLink()).toBe('abc123');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/faq');
    expect(takeChatLink()).toBeNull();
  });

  it('opens its chat in this browser, which keeps it', async () => {
    renderPanel('good-token');
    expect(await screen.findByText('Connecting...')).toBeTruthy();
    expect(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBe('session_from_link');
  });

  it('used before elsewhere, or expired, asks the visitor to start again', async () => {
    linkAnswer = { status: 404, body: { message: CHAT_LINK_EXPIRED } };
    renderPanel('spent-token');
    expect(await screen.findByText(CHAT_LINK_EXPIRED)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /first name/i })).toBeTruthy();
    expect(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
    linkAnswer = { status: 200, body: { id: 4, sessionId: 'session_from_link', staffOnline: false } };
  });
});

describe('the offline notice before a conversation starts', () => {
  it('follows staff presence while the chat is open, both ways', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPanel();
    expect(await screen.findByText(CHAT_OFFLINE_NOTICE)).toBeTruthy();
    staffOnline = true;
    await act(async () => vi.advanceTimersByTime(CHAT_PRESENCE_POLL_MS));
    await vi.waitFor(() => expect(screen.queryByText(CHAT_OFFLINE_NOTICE)).toBeNull());
    staffOnline = false;
    await act(async () => vi.advanceTimersByTime(CHAT_PRESENCE_POLL_MS));
    expect(await screen.findByText(CHAT_OFFLINE_NOTICE)).toBeTruthy();
  });
});
