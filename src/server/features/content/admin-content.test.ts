import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEndpoints as endpoints } from '../../../contract/content/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { auditLog } from '../../platform/db/schema';
import { callApi, createTestStaff, signInStaff, startTestApp, type TestApp } from '../../testing';

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

const site = async () => (await callApi(open.baseUrl, endpoints.site, {})).reply(200);
const save = (key: string, body: BodyOf<typeof endpoints.saveSection>, credentials: { token?: string } = { token }) =>
  callApi(open.baseUrl, endpoints.saveSection, { params: { key }, body, ...credentials });
const story = { initials: 'A.B.', scamType: 'Romance scam', amountRecovered: '£2,000', duration: '3 months', quote: 'They kept me informed.' };

describe('site content edited by staff', () => {
  it('saves a section that the public page then shows, audited with before and after', async () => {
    expect((await site()).content.stories).toEqual([]);
    (await save('stories', [story])).reply(200);
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
    expect(
      (
        await save(
          'stories',
          Array.from({ length: 10 }, () => story),
        )
      ).status,
    ).toBe(400);
    expect((await save('stories', [{ ...story, quote: '' }])).status).toBe(400);
    expect((await save('prices', [])).status).toBe(400);
    expect(await site()).toEqual(before);
  });

  it('answers 401 without a staff token', async () => {
    expect((await save('figures', [], {})).status).toBe(401);
    expect((await callApi(open.baseUrl, endpoints.get, {})).status).toBe(401);
  });
});
