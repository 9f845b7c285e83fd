import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_ASSESSMENT_MESSAGE } from '../../../contract/intake/assessment';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import type { LeadActivity } from '../../../contract/leads/activity';
import { MERGE_NEEDS_ADMIN_MESSAGE, MERGE_TWO_ACCOUNTS_MESSAGE } from '../../../contract/leads/duplicates';
import type { AssessmentInput } from '../../../contract/intake/assessment';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { chatRooms, clientAccounts, clientSubmissions as leads, complaints, crmOutbox, mailOutbox, users } from '../../platform/db/schema';
import {
  callApi,
  createClientAccount,
  createTestStaff,
  list,
  obj,
  seedLeads,
  setUpAppWithMailAndAdmin,
  signInStaff,
  startAppOnDatabase,
  unchecked,
  uniqueEmail,
  validAssessment,
} from '../../testing';

const t = setUpAppWithMailAndAdmin({ API_RATE_LIMIT_MAX: '100000' });
const db = () => t.open.database.db;
const submit = (body: AssessmentInput, baseUrl = t.open.baseUrl) => callApi(baseUrl, intakeEndpoints.submitAssessment, { body });
const getLead = (id: number, token = t.adminToken) => callApi(t.open.baseUrl, endpoints.one, { params: { id }, token });
const notesOf = async (id: number) => (await callApi(t.open.baseUrl, endpoints.notes, { params: { id }, token: t.adminToken })).reply(200).items;
const addNote = (id: number, body: unknown, token = t.adminToken) =>
  callApi(t.open.baseUrl, endpoints.addNote, { params: { id }, body: unchecked(body), token });
const activityOf = async (id: number) =>
  (await callApi(t.open.baseUrl, endpoints.activity, { params: { id }, token: t.adminToken })).reply(200).items;
const merge = (id: number, otherId: unknown, token = t.adminToken) =>
  callApi(t.open.baseUrl, endpoints.merge, { params: { id }, body: { otherId: unchecked(otherId) }, token });
const change = (id: number, body: { status?: 'contacted'; priority?: 'high' }, token = t.adminToken) =>
  callApi(t.open.baseUrl, endpoints.update, { params: { id }, body, token });
// The visitor's chat is the chat feature's: called by its path.
const openChat = (email: string, firstName: string, lastName: string, phone: string) =>
  callApi(t.open.baseUrl, chatEndpoints.openRoom, { body: { contactInfo: { firstName, lastName, email, phone } } });

describe('round-robin assignment (LEAD_AUTO_ASSIGN=round_robin)', () => {
  it('hands new leads to each active caseworker in turn, fairly across two instances', async () => {
    // Only this test's caseworkers are active: everyone else is stood down for it.
    await db().update(users).set({ isActive: false }).where(eq(users.isAdmin, false));
    const crew = [await createTestStaff(db()), await createTestStaff(db()), await createTestStaff(db())];
    const away = await createTestStaff(db());
    await db().update(users).set({ isActive: false }).where(eq(users.id, away.id));
    const env = { LEAD_AUTO_ASSIGN: 'round_robin', INTAKE_RATE_LIMIT_MAX: '100000', API_RATE_LIMIT_MAX: '100000' };
    const one = await startAppOnDatabase(t.open.database, env);
    const two = await startAppOnDatabase(t.open.database, env);
    try {
      const sent = await Promise.all(
        Array.from({ length: 30 }, (_, i) => submit(validAssessment({ firstName: 'Robin' }), (i % 2 ? one : two).baseUrl)),
      );
      expect(sent.map((r) => r.status)).toEqual(Array(30).fill(201));
      const rows = await db().select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.firstName, 'Robin'));
      const perMember = crew.map((member) => rows.filter((row) => row.assignedTo === member.id).length);
      expect(perMember).toEqual([10, 10, 10]);
      expect(rows.some((row) => row.assignedTo === away.id || row.assignedTo === t.admin.id)).toBe(false);
      // Without the setting, a new lead waits unassigned.
      const plain = (await submit(validAssessment({ firstName: 'Plain' }))).reply(201);
      const [row] = await db().select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, plain.id));
      expect(row.assignedTo).toBeNull();
    } finally {
      await one.close();
      await two.close();
      await db().update(users).set({ isActive: true });
    }
  });
});

describe('notes and activity', () => {
  it('what a visitor sends again with an email that has a lead is kept as a note on it, still answered as a duplicate', async () => {
    const email = uniqueEmail('resent');
    const first = (await submit(validAssessment({ email }))).reply(201);
    const again = validAssessment({
      email: email.toUpperCase(),
      amountLost: '5000-10000',
      currency: 'EUR',
      companyName: 'BitNova Markets',
      caseDetails: 'They now ask me for a release fee of 900 euros before paying out.',
    });
    expect((await submit(again)).reply(409).message).toBe(DUPLICATE_ASSESSMENT_MESSAGE);
    // A double click sends the same words twice: one note.
    expect((await submit(again)).status).toBe(409);

    const notes = await notesOf(first.id);
    expect(notes).toHaveLength(1);
    expect(notes[0].author).toBe('Website form (sent again)');
    expect(notes[0].body).toContain('Sent the assessment again from the website with this email (not verified):');
    expect(notes[0].body).toContain('Amount lost: 5,000 - 10,000 (EUR)');
    expect(notes[0].body).toContain('Company or website name: BitNova Markets');
    expect(notes[0].body).toContain('Case details: They now ask me for a release fee of 900 euros before paying out.');
    const activity = await activityOf(first.id);
    expect(activity.filter((a) => a.kind === 'note')).toEqual([expect.objectContaining({ by: 'Website form (sent again)' })]);
    // The lead itself is unchanged: nothing a visitor sends again overwrites what is stored.
    const [lead] = await db().select().from(leads).where(eq(leads.id, first.id));
    expect(lead.companyName).not.toBe('BitNova Markets');
  });

  it("notes are dated, signed entries after the lead's own notes field; the activity shows notes, changes, emails, CRM attempts and chats", async () => {
    const author = await createTestStaff(db(), { firstName: 'Nora', lastName: 'Notes', isAdmin: true });
    const token = await signInStaff(t.open.baseUrl, author.email, author.password);
    const email = `activity.${Date.now()}@example.com`;
    const [id] = await seedLeads(db(), [{ email, notes: 'Spoke on the phone at intake' }]);

    const added = await addNote(id, { body: '  Bank letter requested  ' }, token);
    expect(added.reply(201)).toMatchObject({ body: 'Bank letter requested', author: 'Nora Notes' });
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(5001) }, {}]) expect((await addNote(id, body, token)).status).toBe(400);
    expect((await addNote(999999, { body: 'Nobody' }, token)).status).toBe(404);

    const notes = await notesOf(id);
    expect(notes.map((n) => [n.id === null, n.body, n.author])).toEqual([
      [true, 'Spoke on the phone at intake', null],
      [false, 'Bank letter requested', 'Nora Notes'],
    ]);

    await change(id, { status: 'contacted' }, token);
    await db()
      .insert(mailOutbox)
      .values({ toAddress: email.toUpperCase(), kind: 'assessment_received', subject: 'We received your assessment', bodyText: '.' });
    await db().insert(crmOutbox).values({ leadId: id, status: 'failed', attempts: 3, lastError: 'Partner answered 503' });
    const chat = await openChat(email, 'Ann', 'Lee', '+44 7700 900123');
    const roomId = Number(obj(chat).id);

    const activity = await activityOf(id);
    const byKind = (kind: LeadActivity['kind']) => activity.filter((a) => a.kind === kind);
    expect(activity[0].kind).toBe('received');
    expect(byKind('note').map((a) => [a.text, a.by])).toEqual([['Bank letter requested', 'Nora Notes']]);
    expect(byKind('change')).toEqual([expect.objectContaining({ by: 'Nora Notes', before: { status: 'new' }, after: { status: 'contacted' } })]);
    // The mail queue may have sent it already.
    expect(byKind('email')).toEqual([
      expect.objectContaining({ text: 'We received your assessment', status: expect.stringMatching(/^(queued|in_flight|sent)$/) }),
    ]);
    expect(byKind('crm')).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, text: 'Partner answered 503' })]);
    expect(byKind('chat')).toEqual([expect.objectContaining({ chatRoomId: roomId })]);

    // The chat names its lead too.
    const rooms = list(await callApi(t.open.baseUrl, chatEndpoints.rooms, { token })) as { id: number; leadId: number | null }[];
    expect(rooms.find((room) => room.id === roomId)?.leadId).toBe(id);
  });

  it('a chat opened before the assessment links to the lead the assessment creates', async () => {
    const email = `chat.first.${Date.now()}@example.com`;
    const chat = await openChat(email, 'Cleo', 'First', '+44 7700 900124');
    const sent = (await submit(validAssessment({ email: email.toUpperCase() }))).reply(201);
    const [room] = await db()
      .select({ leadId: chatRooms.leadId })
      .from(chatRooms)
      .where(eq(chatRooms.id, Number(obj(chat).id)));
    expect(room.leadId).toBe(sent.id);
  });
});

describe('duplicates and merging', () => {
  const person = (overrides: Record<string, unknown>) => ({ phone: `+1 555 ${Math.floor(Math.random() * 1e7)}`, ...overrides });

  it('lists possible duplicates of a lead, strongest first, and groups them across the list', async () => {
    const stamp = Date.now();
    const [me, samePhone, sameEmailName, sameName, both, stranger] = await seedLeads(db(), [
      person({ firstName: 'Dana', lastName: 'Dup', country: 'Ireland', phone: '+44 7700 900555', email: `dana.dup${stamp}@mail.example` }),
      person({ phone: '07700 900555' }),
      person({ email: `dana.dup${stamp}@other.example` }),
      person({ firstName: 'DANA', lastName: 'dup', country: 'Ireland' }),
      person({ phone: '(0)7700-900-555', email: `DANA.DUP${stamp}@third.example` }),
      person({ firstName: 'Sam', lastName: 'Else' }),
    ]);
    const found = (await callApi(t.open.baseUrl, endpoints.duplicates, { params: { id: me }, token: t.adminToken })).reply(200).items;
    expect(found.map((d) => [d.lead.id, d.reasons])).toEqual([
      [both, ['phone', 'email']],
      [samePhone, ['phone']],
      [sameEmailName, ['email']],
      [sameName, ['nameCountry']],
    ]);
    expect(found.some((d) => d.lead.id === stranger)).toBe(false);

    const groups = (await callApi(t.open.baseUrl, endpoints.duplicateGroups, { token: t.adminToken })).reply(200).items;
    const phoneGroup = groups.find((g) => g.reason === 'phone' && g.leads.some((l) => l.id === me));
    expect(phoneGroup?.leads.map((l) => l.id).sort()).toEqual([me, samePhone, both].sort());
    expect((await callApi(t.open.baseUrl, endpoints.duplicates, { params: { id: 999999 }, token: t.adminToken })).status).toBe(404);
  });

  it("a caseworker merges into their lead only its possible duplicates that are no one else's; anything else is an admin's", async () => {
    const caseworker = await createTestStaff(db());
    const colleague = await createTestStaff(db());
    const cwToken = await signInStaff(t.open.baseUrl, caseworker.email, caseworker.password);
    const [kept, unassignedTwin, ownTwin, colleaguesTwin, stranger] = await seedLeads(db(), [
      { assignedTo: caseworker.id },
      {},
      { assignedTo: caseworker.id },
      { assignedTo: colleague.id },
      { firstName: 'Someone', lastName: 'Else', email: uniqueEmail('stranger'), phone: '+1 555 0100 4321', country: 'Canada' },
    ]);
    for (const refused of [colleaguesTwin, stranger]) {
      expect((await merge(kept, refused, cwToken)).reply(403).message).toBe(MERGE_NEEDS_ADMIN_MESSAGE);
      expect((await getLead(refused)).status).toBe(200);
    }
    for (const twin of [unassignedTwin, ownTwin]) {
      expect((await merge(kept, twin, cwToken)).status).toBe(200);
      expect((await getLead(twin)).status).toBe(404);
    }
    // An admin decides the rest.
    expect((await merge(kept, stranger)).status).toBe(200);
  });

  it('never merges two leads that both have a client account: a lead keeps one', async () => {
    const [first, second] = await seedLeads(db(), [{}, {}]);
    for (const lead of [first, second])
      await createClientAccount(t.open.baseUrl, t.adminToken, { email: uniqueEmail('two.accounts'), submissionId: lead });
    expect((await merge(first, second)).reply(409).message).toBe(MERGE_TWO_ACCOUNTS_MESSAGE);
    expect((await getLead(second)).status).toBe(200);
  });

  it('merging moves notes, history, chats, complaints and CRM state onto the kept lead and keeps the merged record', async () => {
    const caseworker = await createTestStaff(db());
    const cwToken = await signInStaff(t.open.baseUrl, caseworker.email, caseworker.password);
    const otherEmail = `merged.${Date.now()}@example.com`;
    const [kept, other, stranger] = await seedLeads(db(), [
      { assignedTo: caseworker.id, crmSyncStatus: 'pending' },
      { email: otherEmail, notes: 'First call went well', utmCampaign: 'spring', crmSyncStatus: 'synced', crmSyncedAt: new Date().toISOString() },
      {},
    ]);
    await addNote(other, { body: 'Sent the bank letter' });
    await change(other, { priority: 'high' });
    const [room] = await db()
      .insert(chatRooms)
      .values({ sessionId: `merge-${Date.now()}`, contactEmail: otherEmail, leadId: other })
      .returning({ id: chatRooms.id });
    await db()
      .insert(complaints)
      .values({
        reference: `CMP-${Date.now()}`,
        leadId: other,
        name: 'Ann Lee',
        email: otherEmail,
        channel: 'email',
        summary: 'Slow answer',
        receivedAt: new Date().toISOString(),
      });
    await db().insert(crmOutbox).values({ leadId: other, status: 'done', attempts: 1 });
    const account = await createClientAccount(t.open.baseUrl, t.adminToken, { email: uniqueEmail('merged.client'), submissionId: other });

    // Only an admin or the kept lead's caseworker; never a lead into itself; never a held lead away.
    const outsider = await createTestStaff(db());
    const outsiderToken = await signInStaff(t.open.baseUrl, outsider.email, outsider.password);
    expect((await merge(kept, other, outsiderToken)).status).toBe(403);
    expect((await merge(kept, kept, cwToken)).reply(400).message).toBe('A lead cannot be merged with itself');
    expect((await merge(kept, 999_999, cwToken)).status).toBe(404);
    expect((await merge(kept, 'x', cwToken)).status).toBe(400);
    await db().update(leads).set({ legalHoldReason: 'Police request', legalHoldAt: new Date().toISOString() }).where(eq(leads.id, stranger));
    expect((await merge(kept, stranger, cwToken)).status).toBe(409);

    // A lead with a client account moves that account: an admin's decision.
    expect((await merge(kept, other, cwToken)).reply(403).message).toBe(MERGE_NEEDS_ADMIN_MESSAGE);
    expect((await getLead(other)).status).toBe(200);

    expect((await merge(kept, other)).reply(200)).toMatchObject({ id: kept, utmCampaign: 'spring', crmSyncStatus: 'synced' });
    expect((await getLead(other)).status).toBe(404);

    const notes = (await notesOf(kept)).map((n) => n.body);
    expect(notes).toEqual(expect.arrayContaining(['Sent the bank letter', 'First call went well']));
    const [chat] = await db().select({ leadId: chatRooms.leadId }).from(chatRooms).where(eq(chatRooms.id, room.id));
    expect(chat.leadId).toBe(kept);
    const [complaint] = await db().select({ leadId: complaints.leadId }).from(complaints).where(eq(complaints.email, otherEmail));
    expect(complaint.leadId).toBe(kept);
    expect((await db().select().from(crmOutbox).where(eq(crmOutbox.leadId, kept))).length).toBe(1);
    const [client] = await db().select({ submissionId: clientAccounts.submissionId }).from(clientAccounts).where(eq(clientAccounts.id, account.id));
    expect(client.submissionId).toBe(kept);

    const history = (await callApi(t.open.baseUrl, endpoints.history, { params: { id: kept }, token: t.adminToken })).reply(200).items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'lead.updated', after: { priority: 'high' } }),
        expect.objectContaining({
          action: 'lead.merged',
          after: expect.objectContaining({ merged: expect.objectContaining({ id: other, email: otherEmail }) }),
        }),
      ]),
    );
    // Emails to the merged address are part of the kept lead's activity.
    await db().insert(mailOutbox).values({ toAddress: otherEmail, kind: 'x', subject: 'Sent to the merged address', bodyText: '.' });
    const activity = await activityOf(kept);
    expect(activity.some((a) => a.kind === 'email' && a.text === 'Sent to the merged address')).toBe(true);
    await db().execute(sql`delete from crm_outbox`);
  });
});
