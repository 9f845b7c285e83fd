import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmToasts } from '../../contract/crm/crm';
import { ApiError, apiRequest } from './api';
import { getAdminToken, setAdminToken } from './admin-token';
import { serverMessage } from './server-message';

// A real HTTP server answering the shapes of failure a browser meets: the server's own JSON, an empty 500, a proxy's HTML.
const answers: Record<string, { status: number; type?: string; body: string }> = {
  '/json-409': { status: 409, type: 'application/json', body: JSON.stringify({ message: 'This lead has already been sent to the partner' }) },
  '/empty-500': { status: 500, body: '' },
  '/staff-401': { status: 401, type: 'application/json', body: JSON.stringify({ message: 'Unauthorized' }) },
  '/html-502': { status: 502, type: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
};

let server: Server;
let lastAuthorization: string | undefined;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastAuthorization = request.headers.authorization;
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '' };
    response.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(path: string): Promise<ApiError> {
  const error = await apiRequest('POST', `${base}${path}`).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError from ${path}`);
  return error;
}

describe('failed API calls', () => {
  it("keep the server's message", async () => {
    const error = await failure('/json-409');
    expect(error.status).toBe(409);
    expect(serverMessage(error)).toBe('This lead has already been sent to the partner');
    expect(error.message).toBe('409: This lead has already been sent to the partner');
  });

  it('have no server message for an empty 500 or a proxy page, so each screen shows its own fallback', async () => {
    for (const path of ['/empty-500', '/html-502']) {
      const error = await failure(path);
      expect(serverMessage(error), path).toBeUndefined();
      // What a CRM sync failure then says: its fallback, never 'Internal Server Error'.
      expect(serverMessage(error) ?? crmToasts.syncFailed.fallback).toBe('Failed to sync lead to CRM');
    }
    // The error itself reads '<status>: <status text>'.
    expect((await failure('/empty-500')).message).toBe('500: Internal Server Error');
  });

  it('in staff mode send the staff token, and forget it when the server refuses it', async () => {
    setAdminToken('staff-token-1');
    const error = await apiRequest('GET', `${base}/staff-401`, { staff: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(lastAuthorization).toBe('Bearer staff-token-1');
    expect(getAdminToken()).toBeNull();

    // Without staff mode no token is sent, and a 401 leaves a stored token alone.
    setAdminToken('staff-token-2');
    await apiRequest('GET', `${base}/staff-401`).catch(() => undefined);
    expect(lastAuthorization).toBeUndefined();
    expect(getAdminToken()).toBe('staff-token-2');
  });
});
