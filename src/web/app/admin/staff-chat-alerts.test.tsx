// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ROOMS_TOTAL_HEADER } from '../../../contract/chat/messages';
import type { StaffMember } from '../../../contract/staff/staff';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { AdminShell } from './admin-shell';
import { setAdminToken } from '../../lib/admin-token';
import { renderWithQueries } from '../../testing/render-with-queries';
import { CHAT_ALERT_BODY, CHAT_ALERT_TITLE, CHAT_ALERTS_LABEL, ChatAlertSetting, readChatAlerts, storeChatAlerts } from '../../features/chat';

const ADMIN: StaffMember = { id: 7, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

/** The staff sockets the panel opened; `emit` hands them a server event. */
const sockets: FakeSocket[] = [];
class FakeSocket {
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    sockets.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const notifications: { title: string; options?: NotificationOptions }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, options });
  }
  close() {}
}

let unread = 2;
function answerFetch(url: string): Promise<Response> {
  if (url.includes(chatEndpoints.rooms.path) && url.includes('filter=unread')) {
    return Promise.resolve(new Response('[]', { headers: { [CHAT_ROOMS_TOTAL_HEADER]: String(unread), 'content-type': 'application/json' } }));
  }
  // The tabs' own data never arrives: only the shell is under test.
  return new Promise<Response>(() => {});
}

beforeEach(() => {
  sockets.length = 0;
  notifications.length = 0;
  unread = 2;
  window.localStorage.clear();
  setAdminToken('staff-token');
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('fetch', (input: string) => answerFetch(String(input)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAdminToken(null);
});

const visitorMessage = (id: number) => ({
  type: 'new_message',
  roomId: 3,
  message: {
    id,
    roomId: 3,
    senderType: 'user',
    senderName: 'Vera',
    message: 'my card is 4111 1111',
    isRead: false,
    createdAt: new Date().toISOString(),
  },
});

function renderShell(search = '?tab=leads') {
  window.history.replaceState(null, '', `/admin${search}`);
  renderWithQueries(<AdminShell staff={ADMIN} />);
}

describe('the admin panel on any tab', () => {
  it('shows the number of chats with unread visitor messages on the Live Chat tab and in the page title', async () => {
    renderShell();
    expect(await screen.findByRole('tab', { name: /^Live Chat\W*2 unread\W*$/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(2) Admin Dashboard'));
  });

  it('shows no count and the plain title when no chat waits', async () => {
    unread = 0;
    renderShell();
    await waitFor(() => expect(document.title).toBe('Admin Dashboard'));
    expect(screen.getByRole('tab', { name: 'Live Chat' })).toBeTruthy();
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
  });

  it('opens a staff socket that says whether the page is shown, and reads the count again when a visitor writes', async () => {
    renderShell();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    const socket = sockets[0];
    await waitFor(() => expect(socket.sent[0]).toEqual({ type: 'join_admin', token: 'staff-token', visible: true }));
    socket.emit({ type: 'joined', role: 'staff' });
    await screen.findByRole('tab', { name: /^Live Chat\W*2 unread\W*$/ });
    unread = 3;
    socket.emit(visitorMessage(11));
    expect(await screen.findByRole('tab', { name: /^Live Chat\W*3 unread\W*$/ })).toBeTruthy();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.sent.at(-1)).toEqual({ type: 'visibility', visible: true });
  });

  it("notifies of a visitor's message without its text only when the member turned alerts on", async () => {
    renderShell();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    sockets[0].emit(visitorMessage(12));
    expect(notifications).toEqual([]);

    storeChatAlerts(ADMIN.id, true);
    sockets[0].emit(visitorMessage(13));
    expect(notifications).toEqual([{ title: CHAT_ALERT_TITLE, options: { body: CHAT_ALERT_BODY, tag: 'recourse-chat' } }]);
    expect(JSON.stringify(notifications)).not.toContain('4111');
    // A staff reply is no alert.
    sockets[0].emit({ ...visitorMessage(14), message: { ...visitorMessage(14).message, senderType: 'admin' } });
    expect(notifications.length).toBe(1);
  });
});

describe('the profile setting for chat alerts', () => {
  it('is off by default, per member, and asks the browser to notify when turned on', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockResolvedValueOnce('granted');
    renderWithQueries(<ChatAlertSetting memberId={ADMIN.id} />);
    const box = screen.getByRole('checkbox', { name: CHAT_ALERTS_LABEL }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(readChatAlerts(ADMIN.id)).toBe(true);
    expect(readChatAlerts(ADMIN.id + 1)).toBe(false);
    await userEvent.click(box);
    expect(readChatAlerts(ADMIN.id)).toBe(false);
    FakeNotification.permission = 'granted';
  });
});
