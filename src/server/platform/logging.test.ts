import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEndpoints } from '../../contract/chat/endpoints';
import { intakeEndpoints } from '../../contract/intake/endpoints';
import { buildApp } from '../app';
import { api, callApi, createTestDatabase, obj, uniqueEmail, validContact } from '../testing';
import { TEST_DATA_DIR } from '../testing/test-database';
import { parseConfig } from './config';
import type { Database } from './db/client';

// The log as an operator keeps it at the default level (info): one line per request, and no personal
// data or session id anywhere in it.
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let baseUrl = '';
const lines: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, LOG_LEVEL: 'info' });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** The lines written while `action` ran (replies are logged as they finish, so wait a moment for the last). */
async function linesDuring(action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = lines.length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return logged().slice(before);
}

describe('access log', () => {
  it('writes one line per request: request id, method, route pattern, status and time, nothing else of the request', async () => {
    const contactInfo = { firstName: 'Dana', lastName: 'Whitfield', email: uniqueEmail('dana'), phone: '+44 20 7946 0000' };
    let sessionId = '';
    const written = await linesDuring(async () => {
      const opened = await callApi(baseUrl, chatEndpoints.openRoom, { body: { contactInfo } });
      expect(opened.status).toBe(201);
      sessionId = String(obj(opened).sessionId);
      expect((await callApi(baseUrl, chatEndpoints.visitorMessages, { params: { sessionId }, query: { after: 0 } })).status).toBe(200);
      expect((await callApi(baseUrl, chatEndpoints.transcript, { params: { sessionId } })).status).toBe(200);
      expect((await api(baseUrl, 'GET', `/api/no-such-thing?email=${encodeURIComponent(contactInfo.email)}`)).status).toBe(404);
    });
    const requests = written.filter((line) => line.msg === 'request');
    expect(written).toHaveLength(4);
    expect(requests.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'POST', route: '/api/chat/room', status: 201 },
      { method: 'GET', route: '/api/chat/room/:sessionId/messages', status: 200 },
      { method: 'GET', route: '/api/chat/room/:sessionId/transcript', status: 200 },
      { method: 'GET', route: null, status: 404 },
    ]);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(['hostname', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'route', 'status', 'time']);
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
      expect(line.reqId).toMatch(/\S/);
    }
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(4);
    const text = JSON.stringify(written);
    expect(sessionId).not.toBe('');
    for (const secret of [sessionId, contactInfo.email, contactInfo.lastName, '127.0.0.1']) expect(text).not.toContain(secret);
  });
});

describe('a failed query in the log', () => {
  it('names the statement and the constraint but none of the values of the row it carried', async () => {
    // A real database fault: the table now refuses every new row.
    await database.db.execute(sql`alter table contact_submissions add constraint refuses_everything check (false) not valid`);
    const contact = validContact({
      firstName: 'Marguerite',
      lastName: 'Oyelaran-Smythe',
      phone: '+44 7700 900123',
      message: 'I lost 4,000 to a fake broker',
    });
    try {
      const written = await linesDuring(async () => {
        expect((await callApi(baseUrl, intakeEndpoints.submitContact, { body: contact })).status).toBe(500);
      });
      const failure = written.find((line) => line.level === 50);
      expect(failure, JSON.stringify(written)).toBeDefined();
      const text = JSON.stringify(written);
      expect(text).toContain('contact_submissions');
      expect(text).toContain('refuses_everything');
      expect(text).toContain('23514');
      for (const value of [contact.email, contact.firstName, contact.lastName, contact.phone, contact.message] as string[]) {
        expect(text).not.toContain(value);
      }
      expect(written.filter((line) => line.msg === 'request')).toHaveLength(1);
    } finally {
      await database.db.execute(sql`alter table contact_submissions drop constraint refuses_everything`);
    }
  });
});
