import { describe, expect, it } from 'vitest';
import { LEAD_VIEW_NAME_TAKEN, LEAD_VIEW_QUERY_MESSAGE, type LeadView } from '../../../contract/leads/leads';
import { api, messageOf, obj, setUpAppWithMailAndAdmin, setUpCaseworker } from '../../testing';

const t = setUpAppWithMailAndAdmin();
const ann = setUpCaseworker(() => t.open, { firstName: 'Ann' });
const ben = setUpCaseworker(() => t.open, { firstName: 'Ben' });

const save = (token: string, body: unknown) => api(t.open.baseUrl, 'POST', '/api/admin/lead-views', { token, body });
const views = async (token: string) => obj(await api(t.open.baseUrl, 'GET', '/api/admin/lead-views', { token })).items as LeadView[];
const remove = (token: string, id: number) => api(t.open.baseUrl, 'DELETE', `/api/admin/lead-views/${id}`, { token });

describe('saved lead views', () => {
  it('a member saves private and shared views; the team sees only the shared ones; owners and admins delete', async () => {
    const mine = await save(ann.token, { name: 'My new leads', query: '?status=new&assignedTo=me' });
    expect(mine.status).toBe(201);
    expect(obj(mine)).toMatchObject({
      name: 'My new leads',
      query: 'status=new&assignedTo=me',
      shared: false,
      mine: true,
      ownerName: expect.stringContaining('Ann'),
    });
    const shared = obj(
      await save(ann.token, { name: 'Unassigned, due today', query: 'assignedTo=none&followUp=today&sort=amountLost', shared: true }),
    );

    expect((await views(ann.token)).map((v) => v.name)).toEqual(['My new leads', 'Unassigned, due today']);
    expect(await views(ben.token)).toMatchObject([{ name: 'Unassigned, due today', mine: false, shared: true }]);

    const again = await save(ann.token, { name: 'my NEW leads', query: '' });
    expect([again.status, messageOf(again)]).toEqual([409, LEAD_VIEW_NAME_TAKEN]);
    // Another member may use the same name.
    expect((await save(ben.token, { name: 'My new leads', query: 'assignedTo=me' })).status).toBe(201);

    expect((await remove(ben.token, shared.id as number)).status).toBe(403);
    expect((await remove(ben.token, obj(mine).id as number)).status).toBe(404);
    expect((await remove(t.adminToken, shared.id as number)).status).toBe(204);
    expect((await remove(ann.token, obj(mine).id as number)).status).toBe(204);
    expect(await views(ann.token)).toEqual([]);
  });

  it("refuses a query that is not the list's, a blank name and callers who are not staff", async () => {
    for (const query of ['status=bogus', 'foo=1', 'page=3', 'assignedTo=someone']) {
      const refused = await save(ann.token, { name: `View ${query}`, query });
      expect([refused.status, messageOf(refused)]).toEqual([400, LEAD_VIEW_QUERY_MESSAGE]);
    }
    expect((await save(ann.token, { name: '  ', query: '' })).status).toBe(400);
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/lead-views')).status).toBe(401);
    expect(await views(ann.token)).toEqual([]);
  });
});
