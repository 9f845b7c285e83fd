import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoints } from '../../contract/leads/endpoints';
import { callApi, type AppOnDatabase, seedLeads, setUpAppWithMailAndAdmin, startAppOnDatabase } from '../testing';

const TOKEN = 'metrics-token-0123456789';
const t = setUpAppWithMailAndAdmin();
let scraped: AppOnDatabase;

beforeAll(async () => {
  scraped = await startAppOnDatabase(t.open.database, { METRICS_TOKEN: TOKEN });
});
afterAll(async () => scraped?.close());

const scrape = (token?: string) => fetch(`${scraped.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('/metrics', () => {
  it('answers the bearer of METRICS_TOKEN only, and does not exist without one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('metrics-token-wrong-56789')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(200);
    expect((await fetch(`${t.open.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('counts requests and their latency by route pattern, with queue depths and open sockets', async () => {
    const [id] = await seedLeads(t.open.database.db, [{}]);
    for (let i = 0; i < 3; i++) await callApi(scraped.baseUrl, leadEndpoints.one, { params: { id }, token: t.adminToken });
    await callApi(scraped.baseUrl, leadEndpoints.one, { params: { id: 999999 }, token: t.adminToken });
    const response = await scrape(TOKEN);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/admin/client-submissions/:id",status="200"} 3');
    expect(text).toContain('http_requests_total{method="GET",route="/api/admin/client-submissions/:id",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/admin\/client-submissions\/:id"\} 4/);
    expect(text).toMatch(/^crm_queue_depth \d+$/m);
    expect(text).toMatch(/^mail_queue_depth \d+$/m);
    expect(text).toMatch(/^websocket_connections_open 0$/m);
    // Route patterns, never the ids or anything a person sent.
    expect(text).not.toContain(`/api/admin/client-submissions/${id}"`);
  });
});
