import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactInput } from '../../../contract/intake/contact';
import { contactMessageEndpoints as endpoints } from '../../../contract/intake/contact-endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import type { QueryOf } from '../../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import {
  badBeforesNotRefused,
  callApi,
  readPageByPage,
  auditRows,
  contactCount,
  setUpCaseworker,
  messageOf,
  quickClient,
  setUpAppWithMailAndAdmin,
  unchecked,
  uniqueEmail,
  validContact,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const caseworker = setUpCaseworker(() => t.open);

const send = async (overrides: Partial<ContactInput>) =>
  (await callApi(t.open.baseUrl, intakeEndpoints.submitContact, { body: validContact(overrides) })).reply(201).id;
const listed = async (query: QueryOf<typeof endpoints.list>, token = caseworker.token) =>
  (await callApi(t.open.baseUrl, endpoints.list, { query, token })).reply(200).items;
const setStatus = (id: number, status: 'new' | 'handled', token = caseworker.token) =>
  callApi(t.open.baseUrl, endpoints.setStatus, { params: { id }, body: { status }, token });
const erase = (id: number, auth: { token?: string; cookie?: string }) => callApi(t.open.baseUrl, endpoints.erase, { params: { id }, ...auth });

describe('contact messages for staff', () => {
  it('caseworkers find messages by search and status and mark them handled, audited', async () => {
    const tag = Date.now().toString(36);
    const email = uniqueEmail('contact-desk');
    const id = await send({ lastName: `Asker${tag}`, email, subject: `Refund question ${tag}`, message: 'Can you help me with my bank?' });
    const found = await listed({ q: tag });
    expect(found).toMatchObject([{ id, lastName: `Asker${tag}`, email, subject: `Refund question ${tag}`, status: 'new' }]);
    expect((await listed({ q: email, status: 'handled' })).map((m) => m.id)).toEqual([]);

    expect((await setStatus(id, 'handled')).reply(200).status).toBe('handled');
    expect((await listed({ q: tag, status: 'handled' })).map((m) => m.id)).toEqual([id]);
    expect((await listed({ q: tag, status: 'new' })).map((m) => m.id)).toEqual([]);
    const rows = await auditRows(t.open.database.db, 'contact_submission', id);
    expect(rows.map((r) => [r.action, r.after])).toEqual([['contact.updated', { status: 'handled' }]]);
  });

  it('a search with more matches than a page is read page by page, newest first: none skipped, none twice', async () => {
    const tag = `paged${Date.now().toString(36)}`;
    // Three of every four are new: a little over two pages of them, beyond the list's old cap of 500 in all.
    await t.open.database.db.execute(
      sql`insert into contact_submissions (first_name, last_name, email, message, status)
        select 'Many', 'Senders', 'many-' || g || '@example.com', ${`A question about my case ${tag}`}, case when g % 4 = 0 then 'handled' else 'new' end
        from generate_series(1, 700) g`,
    );
    const read = await readPageByPage((before) => listed({ q: tag, status: 'new', before: before?.toString() }), STAFF_LIST_PAGE_SIZE);
    const seen = read.map((message) => message.id);
    expect(read.every((message) => message.status === 'new' && message.message.includes(tag))).toBe(true);
    expect(seen).toHaveLength(525);
    expect(new Set(seen).size).toBe(525);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(await badBeforesNotRefused(t.open.baseUrl, endpoints.list.path, caseworker.token)).toEqual([]);
  });

  it('only admins erase a message; bad input, unknown ids and callers who are not staff change nothing', async () => {
    const id = await send({ email: uniqueEmail('contact-erase') });
    const client = await quickClient(t.open.database.db);
    const before = await contactCount(t.open.database.db);
    const badStatus = await setStatus(id, unchecked('spam'));
    expect([badStatus.status, messageOf(badStatus)]).toEqual([400, 'Status must be new or handled']);
    expect((await callApi(t.open.baseUrl, endpoints.list, { query: { status: unchecked('spam') }, token: caseworker.token })).status).toBe(400);
    expect((await setStatus(2000000000, 'handled')).status).toBe(404);
    expect((await erase(id, { token: caseworker.token })).status).toBe(403);
    expect((await callApi(t.open.baseUrl, endpoints.list, {})).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.list, { cookie: client.cookie })).status).toBe(401);
    expect((await erase(id, { cookie: client.cookie })).status).toBe(401);
    expect(await contactCount(t.open.database.db)).toBe(before);
    expect((await listed({ status: 'new' })).find((m) => m.id === id)?.status).toBe('new');

    expect((await erase(id, { token: t.adminToken })).status).toBe(204);
    expect(await contactCount(t.open.database.db)).toBe(before - 1);
    expect((await erase(id, { token: t.adminToken })).status).toBe(404);
  });
});
