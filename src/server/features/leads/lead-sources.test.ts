import { describe, expect, it } from 'vitest';
import type { AssessmentInput } from '../../../contract/intake/assessment';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import { callApi, leadCount, setUpAppWithMailAndAdmin, setUpCaseworker, unchecked, uniqueEmail, validAssessment } from '../../testing';

const t = setUpAppWithMailAndAdmin();
const caseworker = setUpCaseworker(() => t.open);

const submit = (extra: Partial<Record<keyof AssessmentInput, unknown>>) =>
  callApi(t.open.baseUrl, intakeEndpoints.submitAssessment, {
    body: unchecked({ ...validAssessment({ email: uniqueEmail('source') }), ...extra }),
  });

describe('where leads come from', () => {
  it("stores a campaign's utm_ fields and referring site with the lead; source is utm_source, else website", async () => {
    const campaign = (
      await submit({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn-2026', referrer: 'https://mail.example' })
    ).reply(201);
    const plain = (await submit({})).reply(201);
    const lead = async (id: number) => (await callApi(t.open.baseUrl, endpoints.one, { params: { id }, token: caseworker.token })).reply(200);
    expect(await lead(campaign.id)).toMatchObject({
      source: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn-2026',
      referrer: 'https://mail.example',
    });
    expect(await lead(plain.id)).toMatchObject({ source: 'website', utmMedium: null, utmCampaign: null, referrer: null });

    const listed = (await callApi(t.open.baseUrl, endpoints.list, { query: { source: 'newsletter' }, token: caseworker.token })).reply(200).items;
    expect(listed.map((l) => l.id)).toEqual([campaign.id]);

    const sources = (query: { from?: string; to?: string }) => callApi(t.open.baseUrl, endpoints.sources, { query, token: caseworker.token });
    const today = new Date().toISOString().slice(0, 10);
    expect((await sources({ from: today, to: today })).reply(200).items).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', status: 'new', count: 1 },
        { source: 'website', status: 'new', count: expect.any(Number) },
      ]),
    );
    expect((await sources({ from: '2000-01-01', to: '2000-01-31' })).reply(200).items).toEqual([]);
    expect((await sources({ from: 'yesterday' })).status).toBe(400);
  });

  it('refuses campaign details that are not text or too long, storing nothing', async () => {
    const email = uniqueEmail('bad-source');
    const before = await leadCount(t.open.database.db);
    expect((await submit({ email, utmSource: 'x'.repeat(101) })).status).toBe(400);
    expect((await submit({ email, utmCampaign: 42 })).status).toBe(400);
    expect(await leadCount(t.open.database.db)).toBe(before);
  });
});
