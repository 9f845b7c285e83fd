import { describe, expect, it } from 'vitest';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import { LEAD_VIEW_NAME_TAKEN, LEAD_VIEW_QUERY_MESSAGE } from '../../../contract/leads/views';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { callApi, messageOf, setUpAppWithMailAndAdmin, setUpCaseworker } from '../../testing';

const t = setUpAppWithMailAndAdmin();
const ann = setUpCaseworker(() => t.open, { firstName: 'Ann' });
const ben = setUpCaseworker(() => t.open, { firstName: 'Ben' });

const save = (token: string, body: BodyOf<typeof endpoints.saveView>) => callApi(t.open.baseUrl, endpoints.saveView, { token, body });
const views = async (token: string) => (await callApi(t.open.baseUrl, endpoints.views, { token })).reply(200).items;
const remove = (token: string, id: number) => callApi(t.open.baseUrl, endpoints.deleteView, { token, params: { id } });

describe('saved lead views', () => {
  it('a member saves private and shared views; the team sees only the shared ones; owners and admins delete', async () => {
    const mine = (await save(ann.token, { name: 'My new leads', query: '?status=new&assignedTo=me' })).reply(201);
    expect(mine).toMatchObject({
      name: 'My new leads',
      query: 'status=new&assignedTo=me',
      shared: false,
      mine: true,
      ownerName: expect.stringContaining('Ann'),
    });
    const shared = (
      await save(ann.token, { name: 'Unassigned, due today', query: 'assignedTo=none&followUp=today&sort=amountLost', shared: true })
    ).reply(201);

    expect((await views(ann.token)).map((v) => v.name)).toEqual(['My new leads', 'Unassigned, due today']);
    expect(await views(ben.token)).toMatchObject([{ name: 'Unassigned, due today', mine: false, shared: true }]);

    const again = await save(ann.token, { name: 'my NEW leads', query: '' });
    expect([again.status, messageOf(again)]).toEqual([409, LEAD_VIEW_NAME_TAKEN]);
    // Another member may use the same name.
    expect((await save(ben.token, { name: 'My new leads', query: 'assignedTo=me' })).status).toBe(201);

    expect((await remove(ben.token, shared.id)).status).toBe(403);
    expect((await remove(ben.token, mine.id)).status).toBe(404);
    expect((await remove(t.adminToken, shared.id)).status).toBe(204);
    expect((await remove(ann.token, mine.id)).status).toBe(204);
    expect(await views(ann.token)).toEqual([]);
  });

  it("refuses a query that is not the list's, a blank name and callers who are not staff", async () => {
    for (const query of ['status=bogus', 'foo=1', 'page=3', 'assignedTo=someone']) {
      const refused = await save(ann.token, { name: `View ${query}`, query });
      expect([refused.status, messageOf(refused)]).toEqual([400, LEAD_VIEW_QUERY_MESSAGE]);
    }
    expect((await save(ann.token, { name: '  ', query: '' })).status).toBe(400);
    expect((await callApi(t.open.baseUrl, endpoints.views, {})).status).toBe(401);
    expect(await views(ann.token)).toEqual([]);
  });
});
