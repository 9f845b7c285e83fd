import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../contract/accounts/endpoints';
import { chatEndpoints } from '../contract/chat/endpoints';
import { complaintEndpoints } from '../contract/complaints/endpoints';
import { documentEndpoints } from '../contract/documents/endpoints';
import { leadEndpoints } from '../contract/leads/endpoints';
import { staffEndpoints } from '../contract/staff/endpoints';
import { landingEndpoints } from '../contract/staff/landing-endpoints';
import { buildApp } from './app';
import { parseConfig } from './platform/config';
import { createTestDatabase, routeRecorder } from './testing';

// The reference is generated from the routes themselves: every route the app serves must be in
// it with its request and its replies, and the browsable page must load under our CSP.
interface Operation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const { routes, onRoute } = routeRecorder();
let baseUrl: string;
let close: () => Promise<void>;
let document: Document;

beforeAll(async () => {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    database,
    onRoute,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  close = async () => {
    await app.close();
    await drop();
  };
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

afterAll(async () => {
  await close?.();
});

/** The product's own routes: not the reference's pages, nor the browser build's static files. */
function productRoutes() {
  const own = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');
  return routes
    .filter((route) => (route.url.startsWith('/api/') || ['/healthz', '/readyz', '/ws'].includes(route.url)) && !own(route.url))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method }) => method !== 'HEAD');
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const hasSchema = (reply: Operation['responses'] extends Record<string, infer R> | undefined ? R : never) =>
  Object.values(reply.content ?? {}).some((media) => media.schema !== undefined);

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('lists every registered route with its method, request parts and replies', () => {
    const found = productRoutes();
    expect(found.length).toBeGreaterThan(45);
    const problems: string[] = [];
    for (const { method, route } of found) {
      const name = `${method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing`);
        continue;
      }
      const schema = route.schema ?? {};
      const parameters = operation.parameters ?? [];
      if (schema.params && !parameters.some((p) => p.in === 'path' && p.schema)) problems.push(`${name}: path parameters not described`);
      if (schema.querystring && !parameters.some((p) => p.in === 'query' && p.schema)) problems.push(`${name}: query not described`);
      if (schema.body && !Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema))
        problems.push(`${name}: body not described`);
      const replies = Object.entries(operation.responses ?? {});
      if (!replies.some(([code, reply]) => /^[1-3]/.test(code) && (hasSchema(reply) || ['204', '101', '302'].includes(code)))) {
        problems.push(`${name}: no success reply described`);
      }
      // Every 4xx the route declares is in the reference with the error body.
      for (const code of Object.keys((schema.response ?? {}) as object).filter((c) => c.startsWith('4'))) {
        const reply = operation.responses?.[code];
        if (!reply || !hasSchema(reply)) problems.push(`${name}: ${code} not described`);
      }
      // A route that parses a request part can refuse it; a guarded one can turn the caller away.
      if ((schema.params || schema.querystring || schema.body) && !operation.responses?.['400']) problems.push(`${name}: 400 not described`);
      const guarded = /^\/api\/(admin|client)\/|^\/api\/chat\/admin\/|^\/api\/withdrawal-requests$/.test(route.url);
      const signIn =
        [staffEndpoints.signIn.path, '/api/client/login', '/api/client/logout'].includes(route.url) ||
        /\/password-reset(\/confirm|\/link)?$/.test(route.url);
      if (guarded && !signIn && !operation.responses?.['401']) problems.push(`${name}: 401 not described`);
    }
    expect(problems).toEqual([]);
  });

  it("says GET /api/auth/user answers 200 null when nobody is signed in ('nothing'), not 401", async () => {
    const operation = document.paths[landingEndpoints.signedIn.path]?.get;
    const reply = operation?.responses?.['200'] as { description?: string; content?: Record<string, { schema?: { anyOf?: unknown[] } }> };
    expect(reply.description).toMatch(/null when nobody is signed in/);
    expect(reply.content?.['application/json']?.schema?.anyOf).toContainEqual({ type: 'null' });
    expect(Object.keys(operation?.responses ?? {})).not.toContain('401');
    // And it does.
    const answer = await fetch(`${baseUrl}${landingEndpoints.signedIn.path}`);
    expect([answer.status, await answer.text()]).toEqual([200, 'null']);
  });

  it('documents each file download with the content types it answers, not as JSON', () => {
    const downloads = [
      complaintEndpoints.exportCsv,
      accountEndpoints.exportPersonalData,
      leadEndpoints.exportPerson,
      chatEndpoints.transcript,
      documentEndpoints.download,
    ];
    for (const download of downloads) {
      const reply = document.paths[openApiPath(download.path)]?.[download.method.toLowerCase() as 'get']?.responses?.['200'] as
        | { content?: Record<string, unknown> }
        | undefined;
      expect(Object.keys(reply?.content ?? {}), download.path).toEqual([...(download.produces ?? [])]);
    }
  });

  it('describes the error body of a refused call', () => {
    const refused = document.paths['/api/admin/client-submissions/{id}']?.get?.responses?.['404'];
    expect(JSON.stringify(refused)).toContain('"message"');
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page, and every script and stylesheet it loads answers 200', async () => {
    const page = await fetch(`${baseUrl}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // No inline script: our CSP allows scripts from this origin only.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1], page.url).href);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      const response = await fetch(asset);
      expect(response.status, asset).toBe(200);
      await response.arrayBuffer();
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends its old page address, with or without a query, to the reference page itself', async () => {
    for (const query of ['', '?url=/api/openapi.json', '?a=1&b=2']) {
      const response = await fetch(`${baseUrl}/api/docs/static/index.html${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(302);
      expect(response.headers.get('location'), query).toBe(`/api/docs/${query}`);
      const page = await fetch(new URL(response.headers.get('location') ?? '', baseUrl), { redirect: 'manual' });
      expect(page.status, query).toBe(200);
    }
  });
});
