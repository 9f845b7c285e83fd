import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_BUSY_CODE } from '../../../contract/chat/chat';
import { ChatSocket, startTestApp, type TestApp } from '../../testing';

// One address may hold CHAT_SOCKETS_PER_ADDRESS chat sockets on an instance (as the rate limits see the
// address: behind the trusted proxy, the forwarded one); one more is closed with CHAT_SOCKET_BUSY_CODE.
let t: TestApp;
const opened: ChatSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ CHAT_SOCKETS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await t?.close();
});

/** A socket from `address`: 'live' when the hub answers it, or the code it was closed with. */
async function socketFrom(address: string): Promise<{ socket: ChatSocket; state: 'live' | number }> {
  const socket = await ChatSocket.open(t.baseUrl, { 'x-forwarded-for': address });
  opened.push(socket);
  // An unknown room is answered on a live socket; a refused one is closed at once instead.
  socket.send({ type: 'join_room', sessionId: 'session_unknown' });
  for (let waited = 0; !socket.closed && !socket.events.some((e) => e.type === 'error'); waited += 10) {
    if (waited > 5000) throw new Error('the socket was neither answered nor closed');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { socket, state: socket.closed ? (socket.closeCode ?? 0) : 'live' };
}

describe('CHAT_SOCKETS_PER_ADDRESS', () => {
  it('closes the fourth socket from one address with the busy code, lets another address in, and frees a slot when one closes', async () => {
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await socketFrom('203.0.113.5'));
    expect(first.map((s) => s.state)).toEqual(['live', 'live', 'live']);

    expect((await socketFrom('203.0.113.5')).state).toBe(CHAT_SOCKET_BUSY_CODE);
    expect((await socketFrom('203.0.113.6')).state).toBe('live');
    // The refused one took no slot: still refused.
    expect((await socketFrom('203.0.113.5')).state).toBe(CHAT_SOCKET_BUSY_CODE);

    await first[0].socket.close();
    // The server counts the socket out as its close arrives: the next one from that address is let in.
    let state: 'live' | number = CHAT_SOCKET_BUSY_CODE;
    for (let attempt = 0; attempt < 20 && state !== 'live'; attempt++) {
      state = (await socketFrom('203.0.113.5')).state;
      if (state !== 'live') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toBe('live');
    expect((await socketFrom('203.0.113.5')).state).toBe(CHAT_SOCKET_BUSY_CODE);
  });
});
