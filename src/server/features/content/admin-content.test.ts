import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteSchema } from '../../../contract/content/content';
import { auditLog } from '../../platform/db/schema';
import { api, createTestStaff, signInStaff, startTestApp, type TestApp } from '../../testing';

let open: TestApp;
let token: string;

beforeAll(async () => {
  open = await startTestApp();
  const staff = await createTestStaff(open.database.db, { firstName: 'Cora', lastName: 'Content', isAdmin: true });
  token = await signInStaff(open.baseUrl, staff.email, staff.password);
});

afterAll(async () => {
  await open?.close();
});

const site = async () => publicSiteSchema.parse((await api(open.baseUrl, 'GET', '/api/site')).json);
const story = { initials: 'A.B.', scamType: 'Romance scam', amountRecovered: '£2,000', duration: '3 months', quote: 'They kept me informed.' };

describe('site content edited by staff', () => {
  it('saves a section that the public page then shows, audited with before and after', async () => {
    expect((await site()).content.stories).toEqual([]);
    const saved = await api(open.baseUrl, 'PUT', '/api/admin/content/stories', { token, body: [story] });
    expect(saved.status).toBe(200);
    expect((await site()).content.stories).toEqual([{ ...story, example: false }]);
    const audit = await open.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'site_content'), eq(auditLog.entityId, 'stories')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.updated', before: [], after: [{ ...story, example: false }] });
  });

  it('refuses an invalid section or an unknown one with 400 and changes nothing', async () => {
    const before = await site();
    const tooMany = await api(open.baseUrl, 'PUT', '/api/admin/content/stories', { token, body: Array.from({ length: 10 }, () => story) });
    expect(tooMany.status).toBe(400);
    const missingQuote = await api(open.baseUrl, 'PUT', '/api/admin/content/stories', { token, body: [{ ...story, quote: '' }] });
    expect(missingQuote.status).toBe(400);
    const unknown = await api(open.baseUrl, 'PUT', '/api/admin/content/prices', { token, body: [] });
    expect(unknown.status).toBe(400);
    expect(await site()).toEqual(before);
  });

  it('answers 401 without a staff token', async () => {
    expect((await api(open.baseUrl, 'PUT', '/api/admin/content/figures', { body: [] })).status).toBe(401);
    expect((await api(open.baseUrl, 'GET', '/api/admin/content')).status).toBe(401);
  });
});
