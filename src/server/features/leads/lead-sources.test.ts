import { describe, expect, it } from 'vitest';
import type { Lead, LeadSources } from '../../../contract/leads/leads';
import { api, obj, setUpAppWithMailAndAdmin, setUpCaseworker, leadCount, uniqueEmail, validAssessment } from '../../testing';

const t = setUpAppWithMailAndAdmin();
const caseworker = setUpCaseworker(() => t.open);

const submit = async (extra: Record<string, unknown>) => {
  const reply = await api(t.open.baseUrl, 'POST', '/api/client-submissions', { body: validAssessment({ email: uniqueEmail('source'), ...extra }) });
  return reply;
};

describe('where leads come from', () => {
  it("stores a campaign's utm_ fields and referring site with the lead; source is utm_source, else website", async () => {
    const campaign = await submit({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn-2026', referrer: 'https://mail.example' });
    expect(campaign.status).toBe(201);
    const plain = await submit({});
    const lead = (id: unknown) =>
      api(t.open.baseUrl, 'GET', `/api/admin/client-submissions/${id}`, { token: caseworker.token }).then((r) => obj(r) as unknown as Lead);
    expect(await lead(obj(campaign).id)).toMatchObject({
      source: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn-2026',
      referrer: 'https://mail.example',
    });
    expect(await lead(obj(plain).id)).toMatchObject({ source: 'website', utmMedium: null, utmCampaign: null, referrer: null });

    const listed = obj(await api(t.open.baseUrl, 'GET', '/api/admin/client-submissions?source=newsletter', { token: caseworker.token }))
      .items as Lead[];
    expect(listed.map((l) => l.id)).toEqual([obj(campaign).id]);

    const today = new Date().toISOString().slice(0, 10);
    const sources = obj(
      await api(t.open.baseUrl, 'GET', `/api/admin/client-submissions/sources?from=${today}&to=${today}`, { token: caseworker.token }),
    ) as unknown as LeadSources;
    expect(sources.items).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', status: 'new', count: 1 },
        { source: 'website', status: 'new', count: expect.any(Number) },
      ]),
    );
    const empty = obj(
      await api(t.open.baseUrl, 'GET', '/api/admin/client-submissions/sources?from=2000-01-01&to=2000-01-31', { token: caseworker.token }),
    );
    expect(empty.items).toEqual([]);
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/client-submissions/sources?from=yesterday', { token: caseworker.token })).status).toBe(
      400,
    );
  });

  it('refuses campaign details that are not text or too long, storing nothing', async () => {
    const email = uniqueEmail('bad-source');
    const before = await leadCount(t.open.database.db);
    expect((await submit({ email, utmSource: 'x'.repeat(101) })).status).toBe(400);
    expect((await submit({ email, utmCampaign: 42 })).status).toBe(400);
    expect(await leadCount(t.open.database.db)).toBe(before);
  });
});
