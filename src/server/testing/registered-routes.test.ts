import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registeredRoutes } from './database-snapshot';

// The route tests (permissions, fuzzing, hostile input) cover every route this lists: a route it
// misses is a route they never try.
describe('registeredRoutes', () => {
  it('lists every route, also those printed under a shared prefix or under a route at /', async () => {
    const app = Fastify();
    const paths = ['/', '/api/a', '/api/admin/password-reset', '/api/admin/rooms/:id', '/api/chat/room/:sessionId/messages', '/ws', '/*'];
    for (const url of paths) app.get(url, async () => 'ok');
    app.post('/', async () => 'ok');
    app.post('/api/admin/password-reset', async () => 'ok');
    await app.ready();

    expect(registeredRoutes(app, '/')).toEqual([...paths.map((p) => `GET ${p}`), 'POST /', 'POST /api/admin/password-reset'].sort());
    expect(registeredRoutes(app, '/api/admin/')).toEqual([
      'GET /api/admin/password-reset',
      'GET /api/admin/rooms/:id',
      'POST /api/admin/password-reset',
    ]);
    await app.close();
  });
});
