// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { chatRoom } from '../testing/chat-room';
import { RoomConversation } from './room-conversation';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRoom(shown: ChatRoomSummary, member: StaffMember | null = null) {
  vi.stubGlobal('fetch', async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  const memory = memoryLocation({ path: '/admin?tab=chat', record: true });
  renderWithQueries(
    <CurrentMemberProvider value={member}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <RoomConversation room={shown} visitorTyping={false} onTyping={() => {}} onDeleted={() => {}} onBack={() => {}} />
      </Router>
    </CurrentMemberProvider>,
  );
  return memory;
}

describe('a chat room in the staff inbox', () => {
  it("shows a client's room as that client, with a way to their account", () => {
    const memory = renderRoom(chatRoom({ clientAccountId: 12, contactFirstName: null, contactLastName: null, contactEmail: 'cara@example.com' }));
    expect(screen.getByRole('heading', { name: 'cara@example.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open their account' }));
    expect(memory.history?.at(-1)).toBe('/admin?tab=clients&account=12');
  });

  it("offers no account for a visitor's room, and says the visitor's details are not verified", () => {
    renderRoom(chatRoom({ leadId: 40 }));
    expect(screen.getByRole('heading', { name: 'Val Visitor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open their account' })).toBeNull();
    expect(screen.getByText(/Not signed in: their name and email are as they typed them, not verified/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open their lead' })).toBeTruthy();
  });

  it("does not question a signed-in client's details", () => {
    renderRoom(chatRoom({ clientAccountId: 12 }));
    expect(screen.queryByText(/not verified/)).toBeNull();
  });

  it('offers Delete to an admin only (the server refuses it to caseworkers)', () => {
    const member = { id: 3, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: true };
    renderRoom(chatRoom({}), member);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    renderRoom(chatRoom({}), { ...member, isAdmin: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
