import { describe, expect, it } from 'vitest';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { callApi, createTestStaff, messageOf, seedLeads, setUpAppWithMailAndAdmin, signInStaff, unchecked } from '../../testing';

const t = setUpAppWithMailAndAdmin();

const startOfTodayUtc = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

describe('work queues', () => {
  it('"mine", "unassigned", overdue and due-today follow-ups filter the list and fill the summary cards', async () => {
    const db = t.open.database.db;
    const me = await createTestStaff(db);
    const other = await createTestStaff(db);
    const token = await signInStaff(t.open.baseUrl, me.email, me.password);
    const today = startOfTodayUtc();
    const at = (ms: number) => new Date(ms).toISOString();
    const [mineOverdue, mineToday, mineLater, theirs, nobodys] = await seedLeads(db, [
      { assignedTo: me.id, nextFollowUpAt: at(today - 3_600_000) },
      { assignedTo: me.id, nextFollowUpAt: at(today + 60_000) },
      { assignedTo: me.id, nextFollowUpAt: at(today + 86_400_000 + 3_600_000) },
      { assignedTo: other.id },
      { assignedTo: null },
    ]);
    const list = (query: QueryOf<typeof endpoints.list>) => callApi(t.open.baseUrl, endpoints.list, { query, token });
    const ids = async (query: QueryOf<typeof endpoints.list>) => (await list({ pageSize: 100, ...query })).reply(200).items.map((l) => l.id);

    expect((await ids({ assignedTo: 'me' })).sort()).toEqual([mineOverdue, mineToday, mineLater].sort());
    expect(await ids({ assignedTo: 'none' })).toEqual([nobodys]);
    expect(await ids({ followUp: 'overdue' })).toEqual([mineOverdue]);
    expect(await ids({ followUp: 'today' })).toEqual([mineToday]);
    expect(await ids({ assignedTo: 'me', followUp: 'today' })).toEqual([mineToday]);
    expect(await ids({ assignedTo: 'all' })).toHaveLength(5);
    expect(await ids({})).toContain(theirs);

    const summary = (await callApi(t.open.baseUrl, endpoints.summary, { token })).reply(200);
    expect(summary).toMatchObject({ total: 5, assigned: 4, mine: 3, unassigned: 1, followUpsDue: 2 });
    // Another member's "mine" is theirs.
    const otherToken = await signInStaff(t.open.baseUrl, other.email, other.password);
    expect((await callApi(t.open.baseUrl, endpoints.summary, { token: otherToken })).reply(200).mine).toBe(1);

    const bad = await list({ assignedTo: unchecked('someone') });
    expect([bad.status, messageOf(bad)]).toEqual([400, 'Unknown assignment filter']);
    expect((await list({ followUp: unchecked('soon') })).status).toBe(400);
  });

  it('a follow-up carries an optional note, kept in the lead and its history', async () => {
    const db = t.open.database.db;
    const [id] = await seedLeads(db, [{}]);
    const patch = (body: BodyOf<typeof endpoints.update>) =>
      callApi(t.open.baseUrl, endpoints.update, { params: { id }, token: t.adminToken, body });
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await patch({ nextFollowUpAt: due, followUpNote: '  Call back about the bank letter ' });
    expect(saved.reply(200)).toMatchObject({ followUpNote: 'Call back about the bank letter', nextFollowUpAt: due });
    expect((await patch({ followUpNote: '   ' })).reply(200).followUpNote).toBeNull();
    expect((await patch({ followUpNote: 'x'.repeat(501) })).status).toBe(400);
    const history = (await callApi(t.open.baseUrl, endpoints.history, { params: { id }, token: t.adminToken })).reply(200);
    expect(JSON.stringify(history)).toContain('Call back about the bank letter');
  });
});
