import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountEndpoints, caseProgressEndpoints } from '../../../contract/accounts/endpoints';
import { complaintEndpoints } from '../../../contract/complaints/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { openComplaintErasureMessage } from '../../../contract/shared/fields';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { documentEndpoints } from '../../../contract/documents/endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import {
  auditRows,
  callApi,
  messageOf,
  CLIENT_PASSWORD,
  createClientAccount,
  movePayout,
  obj,
  requestPayout,
  setUpAppWithMailAndAdmin,
  signInClient,
  tinyPdf,
  uniqueEmail,
  uploadDocument,
  VALID_WALLETS,
  quickClient,
  validAssessment,
  unzipped,
  validContact,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

/** Every table whose rows mention `needle`, with how many. */
async function tablesMentioning(needle: string): Promise<Record<string, number>> {
  const db = t.open.database.db;
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as {
      rows: { table_name: string }[];
    }
  ).rows.map((r) => r.table_name);
  const found: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text ilike ${`%${needle}%`}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    if (rows[0].n > 0) found[table] = rows[0].n;
  }
  return found;
}

describe('erasure', () => {
  it("a client's export holds their lead and contact messages, and erasing them leaves no personal value anywhere", async () => {
    const base = t.open.baseUrl;
    const tag = Date.now().toString(36);
    const person = {
      firstName: 'Ottoline',
      lastName: `Quenby${tag}`,
      email: uniqueEmail('erasure'),
      phone: `+44 7700 9${tag.slice(-5).replace(/\D/g, '1').padStart(5, '1')}`,
    };
    const wallet = VALID_WALLETS.BTC_BECH32;
    const assessed = await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment({ ...person, consentToShare: true }) });
    expect(assessed.status).toBe(201);
    const leadId = obj(assessed).id as number;
    expect((await callApi(base, intakeEndpoints.submitContact, { body: validContact(person) })).status).toBe(201);
    // Staff notes on the lead quote the person.
    expect(
      (
        await callApi(base, leadEndpoints.update, {
          params: { id: leadId },
          token: t.adminToken,
          body: { notes: `Called ${person.lastName} on ${person.phone}` },
        })
      ).status,
    ).toBe(200);

    const account = await createClientAccount(base, t.adminToken, { email: person.email, submissionId: leadId, recoveredAmount: '100.00' });
    const cookie = await signInClient(base, person.email, CLIENT_PASSWORD);
    const ofAccount = { params: { id: account.id }, token: t.adminToken };
    const ledgerNote = await callApi(base, accountEndpoints.recordRecovery, {
      ...ofAccount,
      body: { amount: '5.00', currency: 'USD', receivedOn: '2024-01-02', reference: 'REF-2', note: `From ${person.lastName}'s bank` },
    });
    expect(ledgerNote.status).toBe(201);
    const payout = await requestPayout(
      base,
      { cookie, accountId: account.id },
      { withdrawalMethod: 'cryptocurrency', cryptoType: 'BTC', walletAddress: wallet },
    );
    expect(payout.status).toBe(201);
    expect(
      (await movePayout(base, t.adminToken, obj(payout).id as number, 'rejected', { adminNotes: `${person.lastName} gave ${wallet}` })).status,
    ).toBe(200);
    const uploaded = await uploadDocument(base, cookie, {
      clientAccountId: account.id,
      fileName: `${person.lastName}-passport.pdf`,
      bytes: tinyPdf(),
    });
    expect(uploaded.status).toBe(201);
    expect(
      (
        await callApi(base, documentEndpoints.review, {
          params: { id: obj(uploaded).id as number },
          token: t.adminToken,
          body: { status: 'approved', adminNotes: `Matches ${person.lastName}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(base, caseProgressEndpoints.postUpdate, {
          ...ofAccount,
          body: { message: `Dear ${person.lastName}, we wrote to your bank.`, visibleToClient: true },
        })
      ).status,
    ).toBe(201);
    const asked = await callApi(base, documentEndpoints.request, {
      params: { id: account.id },
      token: t.adminToken,
      body: { title: `${person.lastName}'s bank statement`, documentType: 'transaction_proof', note: `The page naming ${person.lastName}` },
    });
    expect(asked.status).toBe(201);
    const room = obj(await callApi(base, chatEndpoints.openRoom, { cookie, body: { contactInfo: person } }));
    expect(
      (
        await callApi(base, chatEndpoints.postMessage, {
          cookie,
          body: { sessionId: room.sessionId as string, message: `This is ${person.lastName}` },
        })
      ).status,
    ).toBe(201);
    // The receipt, the update notice and others reach the mail server before the erasure.
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(person.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // A reset link was mailed: the export shows the email but not a link that still works.
    expect((await callApi(base, passwordResetEndpoints.client.request, { body: { email: person.email } })).status).toBe(202);
    const resetMail = () => t.smtp.received.find((m) => m.to.includes(person.email) && m.subject.includes('Reset your password'));
    await expect.poll(resetMail, { timeout: 10_000 }).toBeTruthy();
    const resetToken = /token=([^\s&]+)/.exec(resetMail()?.text ?? '')?.[1] ?? '';
    expect(resetToken.length).toBeGreaterThan(20);

    // The access request first: everything held, the lead and the contact messages included.
    const zip = unzipped(await callApi(base, accountEndpoints.exportPersonalData, ofAccount));
    const exported = zip.json;
    expect(exported.lead).toMatchObject({ id: leadId, email: person.email, notes: `Called ${person.lastName} on ${person.phone}` });
    expect(exported.contactMessages).toMatchObject([{ email: person.email, message: validContact().message }]);
    expect(exported.ledger).toHaveLength(2);
    expect(exported.chats).toHaveLength(1);
    expect(exported.caseUpdates).toMatchObject([{ message: `Dear ${person.lastName}, we wrote to your bank.` }]);
    expect((exported.timeline as { kind: string }[]).map((e) => e.kind)).toEqual(
      expect.arrayContaining(['ledger', 'payout_requested', 'payout_reviewed', 'document_uploaded', 'document_reviewed', 'update']),
    );
    expect(exported.payoutRequests).toMatchObject([{ walletAddress: wallet }]);
    expect(exported.documentRequests).toMatchObject([
      {
        title: `${person.lastName}'s bank statement`,
        documentType: 'transaction_proof',
        note: `The page naming ${person.lastName}`,
        status: 'requested',
      },
    ]);
    // What was written to them: the assessment receipt among the rest.
    expect((exported.emails as { kind: string }[]).map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['assessment_received', 'case_update', 'password_reset']),
    );
    expect(JSON.stringify(exported.emails)).not.toContain(resetToken);
    expect(JSON.stringify(exported.emails)).toContain('token=[removed]');
    // Each document's file is in the ZIP beside the JSON, byte for byte.
    const [document] = exported.documents as { id: number; file: string }[];
    expect(zip.files[document.file].equals(tinyPdf())).toBe(true);

    expect((await callApi(base, accountEndpoints.erase, ofAccount)).status).toBe(204);

    for (const needle of [person.email, person.lastName, person.phone, wallet]) {
      expect(await tablesMentioning(needle), `${needle} is still held`).toEqual({});
    }
    // What stays is that things happened: the audit entries remain, with their values erased.
    const { rows } = (await t.open.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity_type = 'withdrawal_request' and after->>'adminNotes' = '[erased]'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it("a lead's export holds their messages and chats; deleting the lead erases the person behind it the same way", async () => {
    const base = t.open.baseUrl;
    const tag = Date.now().toString(36);
    const person = { firstName: 'Percival', lastName: `Lead${tag}`, email: uniqueEmail('lead-erasure'), phone: '+44 7700 900456' };
    const assessed = await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment(person) });
    expect(assessed.status).toBe(201);
    expect((await callApi(base, intakeEndpoints.submitContact, { body: validContact(person) })).status).toBe(201);
    const room = obj(await callApi(base, chatEndpoints.openRoom, { body: { contactInfo: person } }));
    expect(
      (await callApi(base, chatEndpoints.postMessage, { body: { sessionId: room.sessionId as string, message: `I am ${person.lastName}` } }))
        .status,
    ).toBe(201);
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(person.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

    // The access request of a person who is only a lead: their lead, messages and chats.
    const exported = unzipped(
      await callApi(base, leadEndpoints.exportPerson, { params: { id: obj(assessed).id as number }, token: t.adminToken }),
    ).json;
    expect(exported.lead).toMatchObject({ email: person.email, lastName: person.lastName });
    // Whether their details went to the partner firm, in words the person reads (not a raw "pending").
    expect(exported.lead).toMatchObject({ sharedWithPartner: 'Not shared: you did not agree to your details being shared.' });
    const leadId = obj(assessed).id as number;
    const exportLead = async () =>
      unzipped(await callApi(base, leadEndpoints.exportPerson, { params: { id: leadId }, token: t.adminToken })).json.lead;
    await t.open.database.db.execute(sql`update client_submissions set consent_to_share = true, consent_at = now() where id = ${leadId}`);
    expect(await exportLead()).toMatchObject({ crmSyncStatus: 'pending', sharedWithPartner: 'Not sent to our partner firm.' });
    await t.open.database.db.execute(
      sql`update client_submissions set crm_sync_status = 'synced', crm_synced_at = '2026-11-20T09:30:00Z' where id = ${leadId}`,
    );
    expect(await exportLead()).toMatchObject({ sharedWithPartner: 'Sent to our partner firm on 2026-11-20.' });
    expect(exported.contactMessages).toMatchObject([{ email: person.email }]);
    expect((exported.chats as { messages: { message: string }[] }[])[0].messages.map((m) => m.message)).toEqual([`I am ${person.lastName}`]);
    expect(exported.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'assessment_received', subject: expect.stringContaining('received your case assessment') }),
        expect.objectContaining({ kind: 'contact_received', subject: expect.stringContaining('received your message') }),
      ]),
    );
    expect(exported.emails).toHaveLength(2);

    expect((await callApi(base, leadEndpoints.erase, { params: { id: obj(assessed).id as number }, token: t.adminToken })).status).toBe(204);
    for (const needle of [person.email, person.lastName, person.phone]) {
      expect(await tablesMentioning(needle), `${needle} is still held`).toEqual({});
    }
  });

  it('a lead another was merged into is exported and erased with the merged address too', async () => {
    const base = t.open.baseUrl;
    const tag = Date.now().toString(36);
    const first = { firstName: 'Zed', lastName: `Person${tag}`, email: uniqueEmail('zed.one'), phone: '+44 7700 900777' };
    const second = { ...first, email: uniqueEmail('zed.two') };
    const kept = obj(await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment(first) })).id as number;
    // As the second address: a chat and a contact message, then a second assessment.
    const room = obj(await callApi(base, chatEndpoints.openRoom, { body: { contactInfo: second } }));
    expect(
      (await callApi(base, chatEndpoints.postMessage, { body: { sessionId: room.sessionId as string, message: 'Second address here' } })).status,
    ).toBe(201);
    expect((await callApi(base, intakeEndpoints.submitContact, { body: validContact(second) })).status).toBe(201);
    const other = obj(await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment(second) })).id as number;
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(second.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await callApi(base, leadEndpoints.merge, { params: { id: kept }, token: t.adminToken, body: { otherId: other } })).status).toBe(200);

    const exported = unzipped(await callApi(base, leadEndpoints.exportPerson, { params: { id: kept }, token: t.adminToken })).json;
    expect(exported.contactMessages).toMatchObject([{ email: second.email }]);
    expect((exported.chats as { messages: { message: string }[] }[]).flatMap((c) => c.messages.map((m) => m.message))).toEqual([
      'Second address here',
    ]);
    expect((exported.emails as { kind: string }[]).filter((e) => e.kind === 'assessment_received')).toHaveLength(2);

    expect((await callApi(base, leadEndpoints.erase, { params: { id: kept }, token: t.adminToken })).status).toBe(204);
    for (const needle of [first.email, second.email, first.lastName]) {
      expect(await tablesMentioning(needle), `${needle} is still held`).toEqual({});
    }
  });

  it("erasing a lead leaves a merged address alone once it is another lead's", async () => {
    const base = t.open.baseUrl;
    const [first, second] = [uniqueEmail('reused.one'), uniqueEmail('reused.two')];
    const kept = obj(await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment({ email: first }) })).id as number;
    const other = obj(await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment({ email: second }) })).id as number;
    expect((await callApi(base, leadEndpoints.merge, { params: { id: kept }, token: t.adminToken, body: { otherId: other } })).status).toBe(200);
    // The second address is free again, and someone sends a new assessment and a message with it.
    expect((await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment({ email: second }) })).status).toBe(201);
    expect((await callApi(base, intakeEndpoints.submitContact, { body: validContact({ email: second }) })).status).toBe(201);
    expect((await callApi(base, leadEndpoints.erase, { params: { id: kept }, token: t.adminToken })).status).toBe(204);
    expect(await tablesMentioning(second)).toMatchObject({ client_submissions: 1, contact_submissions: 1 });
  });

  it("deleting a client's lead leaves what belongs to their account: their messages and mail records stay until the client is erased", async () => {
    const base = t.open.baseUrl;
    const email = uniqueEmail('client-lead');
    const assessed = await callApi(base, intakeEndpoints.submitAssessment, { body: validAssessment({ email }) });
    expect((await callApi(base, intakeEndpoints.submitContact, { body: validContact({ email }) })).status).toBe(201);
    await createClientAccount(base, t.adminToken, { email, submissionId: obj(assessed).id as number });
    expect((await callApi(base, leadEndpoints.erase, { params: { id: obj(assessed).id as number }, token: t.adminToken })).status).toBe(204);
    expect(await tablesMentioning(email)).toMatchObject({ client_accounts: 1, contact_submissions: 1 });
  });

  describe('complaints outlive an erasure (DISP 1.9, UK GDPR 17(3)(b))', () => {
    const base = () => t.open.baseUrl;
    // Read when called: the admin signs in before the tests run.
    const admin = () => ({ token: t.adminToken });
    const ofClient = (id: number) => ({ params: { id }, ...admin() });
    const closeComplaint = async (id: number) =>
      expect(
        (
          await callApi(base(), complaintEndpoints.update, {
            params: { id },
            ...admin(),
            body: { status: 'final_response', outcome: 'rejected', response: 'We looked into it and found no fault.' },
          })
        ).status,
      ).toBe(200);
    const register = async () => (await callApi(base(), complaintEndpoints.list, { query: { pageSize: 100 }, ...admin() })).reply(200).items;
    const csvReferences = async () =>
      (
        parseCsv((await callApi(base(), complaintEndpoints.exportCsv, admin())).text, { columns: true, bom: true }) as {
          Reference: string;
        }[]
      ).map((row) => row.Reference);
    const recordFor = async (fields: Partial<BodyOf<typeof complaintEndpoints.record>>) => {
      const recorded = await callApi(base(), complaintEndpoints.record, {
        ...admin(),
        body: { name: 'Rhoda Caller', channel: 'phone', summary: 'Nobody called me back.', receivedAt: new Date().toISOString(), ...fields },
      });
      return recorded.reply(201);
    };

    it('erasing a client keeps their closed complaint in the register and the return, unlinked; an open one refuses the erasure, saying why', async () => {
      const client = await quickClient(t.open.database.db);
      const filed = await callApi(base(), complaintEndpoints.fileByClient, {
        cookie: client.cookie,
        body: { subject: 'Slow replies', details: 'I waited two weeks.' },
      });
      const complaint = filed.reply(201);

      // Open: the erasure is refused with the complaint's reference, audited, and nothing goes.
      const refused = await callApi(base(), accountEndpoints.erase, ofClient(client.id));
      expect([refused.status, messageOf(refused)]).toEqual([409, openComplaintErasureMessage(complaint.reference)]);
      expect((await callApi(base(), accountEndpoints.detail, ofClient(client.id))).status).toBe(200);
      expect((await auditRows(t.open.database.db, 'client_account', client.id)).at(-1)).toMatchObject({
        action: 'client_account.erasure_refused',
        after: { openComplaint: complaint.reference },
      });

      // Closed: the client is erased; the complaint stays, with who complained, no longer linked to an account.
      await closeComplaint(complaint.id);
      expect((await callApi(base(), accountEndpoints.erase, ofClient(client.id))).status).toBe(204);
      expect((await callApi(base(), accountEndpoints.detail, ofClient(client.id))).status).toBe(404);
      expect((await register()).find((c) => c.id === complaint.id)).toMatchObject({
        reference: complaint.reference,
        email: client.email,
        clientAccountId: null,
        status: 'final_response',
      });
      expect(await csvReferences()).toContain(complaint.reference);
    });

    it("deleting a lead is refused while its person's complaint is open (linked, by address, or in a bulk delete); once closed it is kept", async () => {
      const email = uniqueEmail('lead-complainant');
      const leadId = obj(await callApi(base(), intakeEndpoints.submitAssessment, { body: validAssessment({ email }) })).id as number;
      // One linked to the lead, one made from its address alone.
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      const linked = await recordFor({ leadId, email: uniqueEmail('other-address'), receivedAt: hoursAgo(2) });
      const byAddress = await recordFor({ email: email.toUpperCase(), receivedAt: hoursAgo(1) });

      const single = await callApi(base(), leadEndpoints.erase, { params: { id: leadId }, token: t.adminToken });
      expect([single.status, messageOf(single)]).toEqual([409, openComplaintErasureMessage(linked.reference)]);
      const bulk = await callApi(base(), leadEndpoints.bulk, { token: t.adminToken, body: { action: 'delete', ids: [leadId] } });
      expect([bulk.status, messageOf(bulk)]).toEqual([409, openComplaintErasureMessage(linked.reference)]);
      expect((await auditRows(t.open.database.db, 'lead', leadId)).filter((row) => row.action === 'lead.erasure_refused')).toHaveLength(2);
      expect((await callApi(base(), leadEndpoints.one, { params: { id: leadId }, token: t.adminToken })).status).toBe(200);

      await closeComplaint(linked.id);
      const stillOpen = await callApi(base(), leadEndpoints.erase, { params: { id: leadId }, token: t.adminToken });
      expect([stillOpen.status, messageOf(stillOpen)]).toEqual([409, openComplaintErasureMessage(byAddress.reference)]);
      await closeComplaint(byAddress.id);
      expect((await callApi(base(), leadEndpoints.erase, { params: { id: leadId }, token: t.adminToken })).status).toBe(204);
      const kept = (await register()).filter((c) => c.id === linked.id || c.id === byAddress.id);
      expect(kept.map((c) => [c.reference, c.leadId])).toEqual(
        expect.arrayContaining([
          [linked.reference, null],
          [byAddress.reference, null],
        ]),
      );
      expect(await csvReferences()).toEqual(expect.arrayContaining([linked.reference, byAddress.reference]));
    });
  });
});
