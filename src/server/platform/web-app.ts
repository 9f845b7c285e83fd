import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The browser app's own pages: answered 200. Any other page path gets the app's 'Page Not Found' with a 404. */
export const APP_PAGE_PATHS: readonly string[] = [
  '/',
  '/client-login',
  '/client-dashboard',
  '/client-dashboard/account',
  '/admin',
  '/login',
  '/home',
  '/profile',
  '/reset-password',
  '/verify',
  '/privacy',
];

export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /$',
  'Disallow: /admin',
  'Disallow: /api',
  'Disallow: /client-',
  'Disallow: /home',
  'Disallow: /login',
  'Disallow: /profile',
  'Disallow: /reset-password',
  '',
].join('\n');

/**
 * Serves the built browser app: hashed assets cached for a year, `index.html` for the app's pages,
 * and the same `index.html` with a 404 for any other page path (the app's router shows 'Page Not
 * Found'). `/` gets `landing.html` when the build has it: the same page with the landing's first
 * render already inside, so it paints before the scripts run. Unknown `/api` paths answer a JSON 404.
 */
export async function webApp(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const hasLanding = existsSync(path.join(root, 'landing.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // `npm run build` writes .br and .gz beside each asset.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`no browser build in ${root}: run "npm run build"`);
  }

  // A landing form sent before the page's script has run arrives as a plain form POST to `/` (each
  // form's action names its own #fragment). Nothing in it is kept: it was checked by no one, and the
  // assessment needs the visitor's consent box. The visitor is sent back to that form, whose script has
  // come meanwhile, by a 303 that keeps the fragment; the body is read (within the server's body
  // limit: a bigger one gets 413) and dropped, whatever its type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    scope.post('/', (_request, reply) => reply.code(303).header('location', '/').header('cache-control', 'no-store').send());
  });

  app.get('/robots.txt', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(ROBOTS_TXT));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const known = APP_PAGE_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(pathname === '/' && hasLanding ? 'landing.html' : 'index.html');
  });
}
