import { describe, expect, it } from 'vitest';
import { type AssessmentInput, ASSESSMENT_REFERENCE_PATTERN } from '../../../contract/intake/assessment';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { clientSubmissions } from '../../platform/db/schema';
import { callApi, leadSeed, setUpAppWithMailAndAdmin, storedRow, uniqueEmail, validAssessment } from '../../testing';
import { isReferenceClash } from './lead-batch-insert';

const t = setUpAppWithMailAndAdmin({ COMPANY_NAME: 'Acme Recovery', INTAKE_RATE_LIMIT_MAX: '100000' });
const submit = (body: AssessmentInput) => callApi(t.open.baseUrl, intakeEndpoints.submitAssessment, { body });

describe('after an assessment', () => {
  it('every visitor gets a reference of their own: unguessable, unique, stored with the lead', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => submit(validAssessment())));
    expect(replies.every((reply) => reply.status === 201)).toBe(true);
    const created = replies.map((reply) => reply.reply(201));
    const references = created.map((c) => c.reference);
    for (const reference of references) expect(reference).toMatch(ASSESSMENT_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(30);
    // Nothing of the row number shows: consecutive leads share no part of their references.
    const sorted = [...created].sort((a, b) => a.id - b.id);
    expect(sorted[1].reference.slice(3, 8)).not.toBe(sorted[0].reference.slice(3, 8));
    for (const { id, reference } of created.slice(0, 3)) {
      expect((await storedRow(t.open.database.db, clientSubmissions, id)).reference).toBe(reference);
    }
    // Staff find the lead by the reference a visitor quotes, however it is typed.
    const quoted = created[4];
    const found = await callApi(t.open.baseUrl, leadEndpoints.list, { query: { q: quoted.reference.toLowerCase() }, token: t.adminToken });
    expect(found.reply(200).items.map((lead) => [lead.id, lead.reference])).toEqual([[quoted.id, quoted.reference]]);
  });

  it('emails the visitor their reference and the free routes, without any of the case details', async () => {
    const email = uniqueEmail('receipt');
    const reply = await submit(
      validAssessment({ email, companyName: 'Quantum Yield Capital', caseDetails: 'I wired 48,000 to Quantum Yield in March.' }),
    );
    const { reference } = reply.reply(201);
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const mail = t.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Acme Recovery: We have received your case assessment');
    expect(mail?.text).toContain(`Your reference is ${reference}.`);
    expect(mail?.text).toContain('Financial Ombudsman Service');
    expect(mail?.text).toContain('Report Fraud (England, Wales and Northern Ireland): Report the fraud to the police online or on 0300 123 2040');
    expect(mail?.text).toContain('Police Scotland (Scotland): In Scotland, report the fraud to Police Scotland on 101.');
    expect(mail?.text).not.toMatch(/Quantum|48,000|March/);
    expect(mail?.text).toMatch(/never ask you to pay/i);
    // A duplicate is refused and mails nothing more.
    expect((await submit(validAssessment({ email }))).status).toBe(409);
    expect(t.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('knows a reference clash from the database (the batch is then tried again with new references)', async () => {
    const taken = 'RC-AAAAA-AAAAA';
    await t.open.database.db.insert(clientSubmissions).values(leadSeed({ reference: taken }));
    const clash = await t.open.database.db
      .insert(clientSubmissions)
      .values(leadSeed({ reference: taken }))
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isReferenceClash(clash)).toBe(true);
    expect(isReferenceClash(new Error('something else'))).toBe(false);
  });
});
