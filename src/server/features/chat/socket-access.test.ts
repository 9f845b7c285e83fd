import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AppOnDatabase, createTestStaff, signInStaff, startAppOnDatabase, startTestApp, type TestApp } from '../../testing';

// Who may hold a chat socket: only pages of the site itself open one, and a staff member who signs
// out stops receiving on every open socket at once (not at the next 30-second heartbeat).
let open: TestApp; // PUBLIC_URL unset: the site is whatever host the request came to
let published: AppOnDatabase; // PUBLIC_URL set, on the same database (another instance)
const PUBLIC_URL = 'https://help.example.org';

beforeAll(async () => {
  open = await startTestApp();
  published = await startAppOnDatabase(open.database, { PUBLIC_URL });
});

afterAll(async () => {
  await published?.close();
  await open?.close();
});

/** Opens /ws with `origin` (or none): 'open', or the HTTP status the upgrade was refused with. */
function tryOpen(baseUrl: string, origin?: string): Promise<'open' | number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, origin === undefined ? {} : { headers: { origin } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe('the Origin of a socket', () => {
  it('without PUBLIC_URL: a page on the host the request came to may open it, no other', async () => {
    const host = new URL(open.baseUrl).host;
    expect(await tryOpen(open.baseUrl, `http://${host}`)).toBe('open');
    expect(await tryOpen(open.baseUrl, `https://${host}`)).toBe('open');
    // Not a browser's page: nothing to protect (browsers always send Origin on a WebSocket).
    expect(await tryOpen(open.baseUrl)).toBe('open');
    for (const foreign of ['http://evil.example', `http://${host}.evil.example`, 'http://127.0.0.1:1', 'null', 'file://', 'not a url']) {
      expect(await tryOpen(open.baseUrl, foreign), foreign).toBe(403);
    }
  });

  it("with PUBLIC_URL: only that origin's pages", async () => {
    expect(await tryOpen(published.baseUrl, PUBLIC_URL)).toBe('open');
    for (const foreign of [
      `http://${new URL(published.baseUrl).host}`,
      'http://help.example.org',
      'https://help.example.org.evil.example',
      'https://evil.example',
    ]) {
      expect(await tryOpen(published.baseUrl, foreign), foreign).toBe(403);
    }
  });
});

describe('a staff member signing out', () => {
  it('closes their open chat sockets at once, on every instance', async () => {
    const member = await createTestStaff(open.database.db);
    const socketToken = await signInStaff(open.baseUrl, member.email, member.password);
    const ws = new WebSocket(`${open.baseUrl.replace(/^http/, 'ws')}/ws`);
    const events: string[] = [];
    ws.on('message', (data) => events.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'join_admin', token: socketToken }));
    await expect.poll(() => events.some((e) => e.includes('"joined"'))).toBe(true);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // Signed out through the other instance.
    const started = Date.now();
    expect((await api(published.baseUrl, 'POST', '/api/admin/logout', { token: socketToken })).status).toBe(204);
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
