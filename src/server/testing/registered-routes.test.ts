import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registeredRoutes, routeRecorder } from './registered-routes';

// The route tests (permissions, fuzzing, hostile input) cover every route this lists: a route it
// misses is a route they never try.
describe('registeredRoutes', () => {
  it('lists every route: under a shared prefix, under a route at /, and a wildcard under a prefix', async () => {
    const app = Fastify();
    const recorder = routeRecorder();
    app.addHook('onRoute', recorder.onRoute);
    const paths = [
      '/',
      '/api/a',
      '/api/admin/password-reset',
      '/api/admin/rooms/:id',
      '/api/chat/room/:sessionId/messages',
      '/ws',
      '/*',
      '/api/docs/static/*',
      '/api/files/:id/*',
    ];
    for (const url of paths) app.get(url, async () => 'ok');
    app.post('/', async () => 'ok');
    app.route({ method: ['POST', 'PUT'], url: '/api/admin/password-reset', handler: async () => 'ok' });
    await app.register(async (scope) => scope.delete('/rooms/:id', async () => 'ok'), { prefix: '/api/admin' });
    await app.ready();

    expect(registeredRoutes(recorder.routes, '/')).toEqual(
      [
        ...paths.map((p) => `GET ${p}`),
        'POST /',
        'POST /api/admin/password-reset',
        'PUT /api/admin/password-reset',
        'DELETE /api/admin/rooms/:id',
      ].sort(),
    );
    expect(registeredRoutes(recorder.routes, '/api/admin/')).toEqual([
      'DELETE /api/admin/rooms/:id',
      'GET /api/admin/password-reset',
      'GET /api/admin/rooms/:id',
      'POST /api/admin/password-reset',
      'PUT /api/admin/password-reset',
    ]);
    await app.close();
  });
});
