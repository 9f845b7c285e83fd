import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built browser app: hashed assets cached for a year, and `index.html` for every
 * other path so the app's own router decides (it shows 'Page Not Found' itself). Unknown `/api`
 * paths answer a JSON 404.
 */
export async function webApp(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
