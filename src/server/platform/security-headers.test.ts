import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintEndpoints } from '../../contract/complaints/endpoints';
import { contentEndpoints } from '../../contract/content/endpoints';
import { clientAccountEndpoints } from '../../contract/accounts/endpoints';
import { endpointUrl } from '../../contract/shared/endpoint';
import { leadEndpoints } from '../../contract/leads/endpoints';
import {
  callApi,
  type AppOnDatabase,
  clientLogin,
  createClientAccount,
  seedLeads,
  setUpAppWithMailAndAdmin,
  startAppOnDatabase,
  uniqueEmail,
} from '../testing';
import { SECURITY_HEADERS } from './security-headers';
import { APP_PAGE_PATHS } from './web-app';

/** Every page of the browser app, as a person opens it, and every kind of download: the same protections on each. */
const t = setUpAppWithMailAndAdmin();
let web: AppOnDatabase;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'recourse-headers-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  web = await startAppOnDatabase(t.open.database, { WEB_DIR: webDir });
});
afterAll(async () => {
  await web?.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectProtected(response: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    // A download may tighten the policy (a document is sandboxed), never loosen it.
    if (name === 'content-security-policy') {
      expect(response.headers.get(name), `${what}: ${name}`).toMatch(/default-src 'none'|script-src 'self'/);
      expect(response.headers.get(name), what).toContain("frame-ancestors 'none'");
    } else expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  }
  expect(response.headers.get('x-powered-by'), what).toBeNull();
}

describe('security headers', () => {
  const PAGES = [...APP_PAGE_PATHS, '/nowhere'];

  it.each(PAGES)('are on the page %s', async (page) => {
    const response = await fetch(`${web.baseUrl}${page}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectProtected(response, page);
  });

  it('are on scripts, API replies and every download', async () => {
    expectProtected(await fetch(`${web.baseUrl}/assets/app-1a2b3c.js`), 'a script');
    expectProtected(await fetch(`${web.baseUrl}${contentEndpoints.site.path}`), 'an API reply');
    const [lead] = await seedLeads(t.open.database.db, [{}]);
    const auth = { authorization: `Bearer ${t.adminToken}` };
    for (const download of [
      endpointUrl(leadEndpoints.exportFile, { query: { format: 'csv' } }),
      endpointUrl(leadEndpoints.exportFile, { query: { format: 'xlsx' } }),
      endpointUrl(leadEndpoints.exportPerson, { params: { id: lead } }),
      complaintEndpoints.exportCsv.path,
    ]) {
      const response = await fetch(`${web.baseUrl}${download}`, { headers: auth });
      expect(response.status, download).toBe(200);
      expect(response.headers.get('content-disposition'), download).toMatch(/^attachment;/);
      expect(response.headers.get('cache-control'), download).toBe('no-store');
      expectProtected(response, download);
      await response.arrayBuffer();
    }
  });

  it('sign-in cookies are HttpOnly, SameSite=Lax and for the whole site; Secure behind https', async () => {
    const client = await createClientAccount(t.open.baseUrl, t.adminToken, { email: uniqueEmail('cookie') });
    const reply = await clientLogin(t.open.baseUrl, client.email, client.password);
    const [cookie] = reply.headers.getSetCookie();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const proxied = await startAppOnDatabase(t.open.database, { TRUST_PROXY: '127.0.0.1' });
    try {
      const secure = await callApi(proxied.baseUrl, clientAccountEndpoints.signIn, {
        body: { email: client.email, password: client.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.status).toBe(200);
      expect(secure.headers.getSetCookie()[0]).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});
