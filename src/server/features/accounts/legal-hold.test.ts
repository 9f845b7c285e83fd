import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { heldRecordMessage, HOLD_REASON_REQUIRED_MESSAGE } from '../../../contract/shared/fields';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import {
  auditRows,
  callApi,
  createClientAccount,
  setUpCaseworker,
  messageOf,
  obj,
  setUpAppWithMailAndAdmin,
  signInClient,
  uniqueEmail,
  validAssessment,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();
const REASON = 'Open complaint CMP-12: keep until the Ombudsman decides';

const caseworker = setUpCaseworker(() => t.open);

const newLead = async () => {
  const reply = await callApi(t.open.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ email: uniqueEmail('held') }) });
  expect(reply.status).toBe(201);
  return obj(reply).id as number;
};
const patchLead = (id: number, body: BodyOf<typeof leadEndpoints.update>, token = t.adminToken) =>
  callApi(t.open.baseUrl, leadEndpoints.update, { params: { id }, token, body });
const leadExists = async (id: number) => (await callApi(t.open.baseUrl, leadEndpoints.one, { params: { id }, token: t.adminToken })).status === 200;

describe('legal hold', () => {
  it('an admin holds a lead with a reason; deleting it, alone or in bulk, is refused with the reason and audited', async () => {
    const id = await newLead();
    const other = await newLead();
    expect((await patchLead(id, { legalHold: true, holdReason: REASON }, caseworker.token)).status).toBe(403);
    const noReason = await patchLead(id, { legalHold: true, holdReason: '  ' });
    expect([noReason.status, messageOf(noReason)]).toEqual([400, HOLD_REASON_REQUIRED_MESSAGE]);
    expect(obj(await callApi(t.open.baseUrl, leadEndpoints.one, { params: { id }, token: t.adminToken })).holdReason).toBeNull();

    const held = await patchLead(id, { legalHold: true, holdReason: REASON });
    expect([held.status, obj(held).holdReason]).toEqual([200, REASON]);

    const refused = await callApi(t.open.baseUrl, leadEndpoints.erase, { params: { id }, token: t.adminToken });
    expect([refused.status, messageOf(refused)]).toEqual([409, heldRecordMessage(REASON)]);
    const bulk = await callApi(t.open.baseUrl, leadEndpoints.bulk, { token: t.adminToken, body: { action: 'delete', ids: [other, id] } });
    expect([bulk.status, messageOf(bulk)]).toEqual([409, heldRecordMessage(REASON)]);
    expect([await leadExists(id), await leadExists(other)]).toEqual([true, true]);
    expect((await auditRows(t.open.database.db, 'lead', id)).map((r) => r.action)).toEqual([
      'lead.hold_placed',
      'lead.erasure_refused',
      'lead.erasure_refused',
    ]);

    expect(obj(await patchLead(id, { legalHold: false })).holdReason).toBeNull();
    expect((await callApi(t.open.baseUrl, leadEndpoints.erase, { params: { id }, token: t.adminToken })).status).toBe(204);
    expect(await leadExists(id)).toBe(false);
  });

  it('a chat is deleted only by an admin, and never while its lead is held', async () => {
    const email = uniqueEmail('held-chat');
    const room = obj(
      await callApi(t.open.baseUrl, chatEndpoints.openRoom, {
        body: { contactInfo: { firstName: 'Hal', lastName: 'Held', email, phone: '+44 7700 900321' } },
      }),
    );
    expect(room.id).toEqual(expect.any(Number));
    const lead = await callApi(t.open.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ email }) });
    const leadId = obj(lead).id as number;
    const roomToDelete = { params: { id: room.id as number } };
    expect((await callApi(t.open.baseUrl, chatEndpoints.deleteRoom, { ...roomToDelete, token: caseworker.token })).status).toBe(403);
    expect((await patchLead(leadId, { legalHold: true, holdReason: REASON })).status).toBe(200);
    const refused = await callApi(t.open.baseUrl, chatEndpoints.deleteRoom, { ...roomToDelete, token: t.adminToken });
    expect([refused.status, messageOf(refused)]).toEqual([409, heldRecordMessage(REASON)]);
    expect((await auditRows(t.open.database.db, 'chat_room', room.id as number)).map((r) => r.action)).toEqual(['chat_room.erasure_refused']);
    expect((await patchLead(leadId, { legalHold: false })).status).toBe(200);
    expect((await callApi(t.open.baseUrl, chatEndpoints.deleteRoom, { ...roomToDelete, token: t.adminToken })).status).toBe(204);
  });

  it("a client's chat is kept while the lead their account came from is held", async () => {
    const email = uniqueEmail('held-client-chat');
    const leadId = await newLead();
    const account = await createClientAccount(t.open.baseUrl, t.adminToken, { email, submissionId: leadId });
    const cookie = await signInClient(t.open.baseUrl, email, account.password);
    const room = obj(await callApi(t.open.baseUrl, chatEndpoints.openRoom, { cookie, body: {} }));
    // A client's chat need not name the lead itself (one opened before the account was linked, say).
    await t.open.database.db.execute(sql`update chat_rooms set lead_id = null where id = ${room.id as number}`);
    expect((await patchLead(leadId, { legalHold: true, holdReason: REASON })).status).toBe(200);
    const refused = await callApi(t.open.baseUrl, chatEndpoints.deleteRoom, { params: { id: room.id as number }, token: t.adminToken });
    expect([refused.status, messageOf(refused)]).toEqual([409, heldRecordMessage(REASON)]);
  });

  it("a hold on a client's account, or on the lead it came from, refuses the client's erasure", async () => {
    const account = await createClientAccount(t.open.baseUrl, t.adminToken);
    const ofAccount = (id: number) => ({ params: { id }, token: t.adminToken });
    const patchAccount = (body: BodyOf<typeof accountEndpoints.update>, token = t.adminToken) =>
      callApi(t.open.baseUrl, accountEndpoints.update, { ...ofAccount(account.id), token, body });
    const erase = (id = account.id) => callApi(t.open.baseUrl, accountEndpoints.erase, ofAccount(id));
    expect((await patchAccount({ legalHold: true, holdReason: REASON }, caseworker.token)).status).toBe(403);
    expect((await patchAccount({ legalHold: true })).status).toBe(400);
    expect((await patchAccount({ legalHold: true, holdReason: REASON })).status).toBe(200);
    const detail = (await callApi(t.open.baseUrl, accountEndpoints.detail, ofAccount(account.id))).reply(200);
    expect(detail.hold).toMatchObject({ reason: REASON });
    const refused = await erase();
    expect([refused.status, messageOf(refused)]).toEqual([409, heldRecordMessage(REASON)]);
    expect((await auditRows(t.open.database.db, 'client_account', account.id)).map((r) => r.action)).toContain('client_account.erasure_refused');

    // Released on the account, but its lead is held: the erasure would reach the lead, so it is refused.
    const leadId = await newLead();
    const lead = obj(await callApi(t.open.baseUrl, leadEndpoints.one, { params: { id: leadId }, token: t.adminToken }));
    const linked = await createClientAccount(t.open.baseUrl, t.adminToken, { email: lead.email as string, submissionId: leadId });
    expect((await patchLead(leadId, { legalHold: true, holdReason: 'Claim in court' })).status).toBe(200);
    const viaLead = await erase(linked.id);
    expect([viaLead.status, messageOf(viaLead)]).toEqual([409, heldRecordMessage('Claim in court')]);

    expect((await patchAccount({ legalHold: false })).status).toBe(200);
    expect((await erase()).status).toBe(204);
  });
});
