import type { ChatRoomSummary } from '../../../../contract/chat/messages';

/** A staff inbox's room, as the server lists it: a visitor's open chat, nothing unread, unless `overrides` says otherwise. */
export const chatRoom = (overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary => ({
  id: 3,
  sessionId: 'session_x',
  clientAccountId: null,
  contactFirstName: 'Val',
  contactLastName: 'Visitor',
  contactEmail: 'val@example.com',
  contactPhone: '+44 20 7946 0999',
  leadId: null,
  isActive: true,
  lastActivityAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  unreadCount: 0,
  lastMessage: null,
  ...overrides,
});
