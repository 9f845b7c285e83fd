import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSite, SiteContent } from '../contract/content/content';
import { contentEndpoints } from '../contract/content/endpoints';
import { buildApp } from './app';
import { parseConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { backgroundJobs, clientSubmissions, siteContent } from './platform/db/schema';
import { saveSiteContentSection } from './features/content';
import { api, type AppOnDatabase, callApi, startAppOnDatabase, startTestApp, type TestApp } from './testing';

const REAL_INDEX = path.resolve('dist/web/index.html');
const hasRealBuild = existsSync(REAL_INDEX);

const BUILT_INDEX = '<!doctype html><html><head><title>Recourse test build</title></head><body><div id="root"></div></body></html>';
const BUILT_LANDING =
  '<!doctype html><html><head><title>Recourse test build</title></head><body><div id="root"><h1>Landing</h1></div></body></html>';
const BUILT_ASSET = 'console.log("asset");';

let testApp: TestApp; // default configuration: WEB_DIR=dist/web
let built: AppOnDatabase; // WEB_DIR: a small build written for this file
let unbuilt: AppOnDatabase; // WEB_DIR: an empty folder
let partnered: AppOnDatabase; // COMPANY_NAME and PARTNER_NAME set
let webDir: string;
let emptyDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'recourse-web-'));
  emptyDir = mkdtempSync(path.join(tmpdir(), 'recourse-empty-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), BUILT_INDEX);
  writeFileSync(path.join(webDir, 'landing.html'), BUILT_LANDING);
  writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), BUILT_ASSET);

  testApp = await startTestApp();
  [built, unbuilt, partnered] = await Promise.all([
    startAppOnDatabase(testApp.database, { WEB_DIR: webDir }),
    startAppOnDatabase(testApp.database, { WEB_DIR: emptyDir }),
    startAppOnDatabase(testApp.database, { COMPANY_NAME: 'Harbour Fraud Desk', PARTNER_NAME: 'Acme Partners' }),
  ]);
});

afterAll(async () => {
  await Promise.all([built?.close(), unbuilt?.close(), partnered?.close()]);
  await testApp?.close();
  for (const dir of [webDir, emptyDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (baseUrl: string, urlPath: string) => api(baseUrl, 'GET', urlPath);

async function getSite(baseUrl: string): Promise<PublicSite> {
  // The reply is exactly what the browser's own contract accepts.
  return (await callApi(baseUrl, contentEndpoints.site, {})).reply(200);
}

describe('background jobs', () => {
  it('each instance runs one list of jobs, each named by its feature; the singletons share one schedule in the database', async () => {
    expect(testApp.app.jobs.jobs().map((job) => [job.name, job.everyMs, job.singleton === true])).toEqual([
      ['mail.send', 1_000, false],
      ['leads.fold-tallies', 3_600_000, true],
      ['leads.clean-search-index', 100, false],
      ['complaints.eight-week-notices', 3_600_000, true],
      ['claims.daily-deadlines', 86_400_000, true],
      ['retention.purge', 86_400_000, true],
      ['sessions.sweep', 3_600_000, true],
      ['rate-limits.sweep', 300_000, false],
    ]);
    // The partner's sender only with a partner configured.
    const withPartner = await startAppOnDatabase(testApp.database, { CRM_URL: 'http://127.0.0.1:9/', CRM_TOKEN: 'token', CRM_POLL_MS: '250' });
    try {
      expect(withPartner.app.jobs.jobs().find((job) => job.name === 'crm.send')).toMatchObject({ everyMs: 250, batchSize: 10 });
    } finally {
      await withPartner.close();
    }
    const rows = await testApp.database.db.select().from(backgroundJobs);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect([...byName.keys()].sort()).toEqual([
      'claims.daily-deadlines',
      'complaints.eight-week-notices',
      'leads.fold-tallies',
      'retention.purge',
      'sessions.sweep',
    ]);
    // The notices ran at the first start; the purge is first due an hour after it, whichever instance started first.
    await expect
      .poll(
        async () =>
          (await testApp.database.db.select().from(backgroundJobs)).find((row) => row.name === 'complaints.eight-week-notices')?.lastRunAt ?? null,
      )
      .not.toBeNull();
    const purge = byName.get('retention.purge');
    expect(purge?.lastRunAt).toBeNull();
    expect(Date.parse(purge?.nextRunAt ?? '') - Date.now()).toBeGreaterThan(50 * 60_000);
  });
});

describe('health', () => {
  it.each([
    ['/healthz', 'ok'],
    ['/readyz', 'ready'],
  ])('GET %s answers 200 %s (readyz: with a live database)', async (path, status) => {
    const response = await get(testApp.baseUrl, path);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ status });
  });

  it('GET /readyz answers 503 when the database cannot be reached', async () => {
    // A real PostgreSQL client pointed at a port where nothing listens.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/unreachable', poolSize: 1 });
    const app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), database });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const ready = await get(`http://127.0.0.1:${port}`, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toEqual({ status: 'unavailable', message: 'Database not reachable' });
      // Liveness does not depend on the database.
      expect((await get(`http://127.0.0.1:${port}`, '/healthz')).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('unknown paths', () => {
  it.each(['/api/nope', '/api', '/api/client-submissions/1/nothing'])('GET %s answers 404 JSON { message }', async (urlPath) => {
    for (const baseUrl of [testApp.baseUrl, built.baseUrl]) {
      const response = await get(baseUrl, urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
    }
  });

  it('answers 404 JSON for an unknown non-GET call even when a build exists', async () => {
    const response = await api(built.baseUrl, 'POST', '/some/page');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
  });

  it('answers 404 JSON for a page when there is no build', async () => {
    const response = await get(unbuilt.baseUrl, '/');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
  });
});

describe('the browser app', () => {
  it('serves index.html with 200 for the app pages, so the app routes them; / gets the prerendered landing.html', async () => {
    for (const urlPath of ['/', '/?utm_source=x', '/admin', '/client-login', '/client-dashboard', '/client-dashboard?x=1']) {
      const response = await get(built.baseUrl, urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text, urlPath).toBe(urlPath.split('?')[0] === '/' ? BUILT_LANDING : BUILT_INDEX);
    }
  });

  it("answers 404 with the app (its 'Page Not Found') for an unknown page path, and JSON 404 under /api", async () => {
    for (const urlPath of ['/no/such/page?x=1', '/admin/extra', '/home-page', '/index.php']) {
      const response = await get(built.baseUrl, urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.text).toBe(BUILT_INDEX);
    }
    const apiReply = await get(built.baseUrl, '/api/no-such-route');
    expect(apiReply.status).toBe(404);
    expect(JSON.parse(apiReply.text)).toEqual({ message: 'Not found' });
  });

  it('serves a real robots.txt: the landing page allowed; /admin, /api and the client pages not', async () => {
    const response = await get(built.baseUrl, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = response.text.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /$');
    for (const path of ['/admin', '/api', '/client-']) expect(lines).toContain(`Disallow: ${path}`);
    expect(response.text).not.toContain('<html');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get(built.baseUrl, '/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(BUILT_ASSET);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a landing form posted before its script ran back to the page (303), keeping nothing of it', async () => {
    const leads = async () => (await testApp.database.db.select().from(clientSubmissions)).length;
    const before = await leads();
    const bodies = [
      ['application/x-www-form-urlencoded', 'email=early.visitor%40example.com&caseDetails=Sent+before+the+script'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nearly@example.com\r\n--x--\r\n'],
      ['text/plain', 'email=early@example.com'],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${built.baseUrl}/`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });
      expect([response.status, response.headers.get('location'), response.headers.get('cache-control')], type).toEqual([303, '/', 'no-store']);
      expect(await response.text()).toBe('');
    }
    expect(await leads()).toBe(before);
    const huge = await fetch(`${built.baseUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `caseDetails=${'x'.repeat(2 * 1024 * 1024)}`,
      redirect: 'manual',
    });
    expect(huge.status).toBe(413);
  });

  it.skipIf(!hasRealBuild)('serves the real build (dist/web) for / (prerendered) and unknown page paths', async () => {
    const index = readFileSync(REAL_INDEX, 'utf8');
    const landingFile = path.join(path.dirname(REAL_INDEX), 'landing.html');
    const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : index;
    for (const [urlPath, status, page] of [
      ['/', 200, landing],
      ['/does-not-exist', 404, index],
    ] as const) {
      const response = await get(testApp.baseUrl, urlPath);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.text).toBe(page);
    }
    // The CSP allows no inline script: a build that relied on one would be a blank page.
    for (const page of [index, landing]) {
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(page).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe('security headers', () => {
  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((tokens) => tokens[0])
        .map(([name, ...values]) => [name.toLowerCase(), values]),
    );
  }

  it.each([
    ['an API reply', contentEndpoints.site.path, 'testApp'],
    ['a health reply', '/healthz', 'testApp'],
    ['the HTML page', '/', 'built'],
    ['a 404', '/api/nope', 'testApp'],
  ] as const)('are sent on %s', async (_what, urlPath, which) => {
    const response = await get(which === 'built' ? built.baseUrl : testApp.baseUrl, urlPath);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBeTruthy();
    const policy = directives(csp as string);
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc?.some((source) => source === '*' || source.startsWith('http'))).toBe(false);
    expect(policy.get('script-src-attr') ?? ["'none'"]).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /api/site', () => {
  // Runs first: the content below is written to this file's database by later tests.
  it('ships no invented claims: figures, stories, team and credentials are empty by default', async () => {
    const site = await getSite(testApp.baseUrl);
    expect(site.content.figures).toEqual([]);
    expect(site.content.stories).toEqual([]);
    expect(site.content.team).toEqual([]);
    expect(site.content.credentials).toEqual([]);
    expect(site.content.company).toMatchObject({ legalName: '', companyNumber: '', regulatorReference: '', example: false });
    expect(site.settings).toEqual({
      companyName: 'Recourse',
      partnerName: null,
      consentText: null,
      assessmentReplyHours: 24,
      mailFrom: '"Recourse" <no-reply@localhost>',
      siteUrl: 'http://localhost:5000',
      retention: { leadDays: 730, contactDays: 730, chatDays: 365, clientYears: 6, complaintYears: 3 },
    });
  });

  it('carries the configured company and partner, with the consent text the server stores', async () => {
    const site = await getSite(partnered.baseUrl);
    expect(site.settings).toEqual({
      companyName: 'Harbour Fraud Desk',
      partnerName: 'Acme Partners',
      consentText: 'I agree that Harbour Fraud Desk may share my case details with its partner Acme Partners to help recover my funds.',
      assessmentReplyHours: 24,
      mailFrom: '"Harbour Fraud Desk" <no-reply@localhost>',
      siteUrl: 'http://localhost:5000',
      retention: { leadDays: 730, contactDays: 730, chatDays: 365, clientYears: 6, complaintYears: 3 },
    });
  });

  it('returns a section once it is saved', async () => {
    const figures: SiteContent['figures'] = [
      { source: 'stated', value: '120', label: 'Cases handled', sourceNote: 'Our case register, 2026', example: false },
      { source: 'stated', value: '3', label: 'Years in practice', sourceNote: '', example: true },
    ];
    // As the page shows them: the source line when there is one.
    const shown = [
      { source: 'stated', value: '120', label: 'Cases handled', sourceNote: 'Our case register, 2026', example: false },
      { source: 'stated', value: '3', label: 'Years in practice', example: true },
    ];
    const team: SiteContent['team'] = [{ name: 'Dana Reyes', role: 'Case lead', bio: '', example: false }];
    await saveSiteContentSection(testApp.database.db, 'figures', figures, null);
    await saveSiteContentSection(testApp.database.db, 'team', team, null);

    const site = await getSite(testApp.baseUrl);
    expect(site.content.figures).toEqual(shown);
    expect(site.content.team).toEqual(team);
    expect(site.content.stories).toEqual([]);
    expect(site.content.credentials).toEqual([]);
    // Every instance reads the same database: nothing is cached in one process.
    expect((await getSite(built.baseUrl)).content.figures).toEqual(shown);

    // Saving again replaces the section.
    await saveSiteContentSection(testApp.database.db, 'figures', [], null);
    expect((await getSite(testApp.baseUrl)).content.figures).toEqual([]);
  });

  it('falls back to the empty default for a stored section that is no longer valid, keeping the valid ones', async () => {
    const { db } = testApp.database;
    const credentials: SiteContent['credentials'] = [{ title: 'Member, Example Association', description: '', example: true }];
    // Start from a clean table: sections written by earlier tests are not part of this case.
    await db.delete(siteContent);
    await saveSiteContentSection(db, 'credentials', credentials, null);
    await db.insert(siteContent).values([
      { key: 'stories', value: [{ initials: '', scamType: 'Crypto', amountRecovered: '$1', quote: 'x' }] },
      { key: 'figures', value: 'not a list' },
      { key: 'company', value: { legalName: 42 } },
      { key: 'invented', value: { figures: [{ value: '95%', label: 'Success rate' }] } },
    ]);

    const site = await getSite(testApp.baseUrl);
    expect(site.content.stories).toEqual([]);
    expect(site.content.figures).toEqual([]);
    expect(site.content.company.legalName).toBe('');
    expect(site.content.credentials).toEqual(credentials);
    expect(Object.keys(site.content).sort()).toEqual(['company', 'credentials', 'figures', 'stories', 'team']);
  });
});
