import { describe, expect, it } from 'vitest';
import { accountEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import {
  auditRows,
  callApi,
  createClientAccount,
  createTestStaff,
  messageOf,
  obj,
  seedLeads,
  setUpTestApp,
  signInClient,
  signInStaff,
  uniqueEmail,
} from '../../testing';
import { ACCOUNT_HAS_LEAD_MESSAGE, leadHasAccountMessage } from './create-account';

const t = setUpTestApp();

const createAccount = (token: string, body: BodyOf<typeof accountEndpoints.create>) => callApi(t.baseUrl, accountEndpoints.create, { token, body });
const accountsMatching = async (q: string, token: string) =>
  (await callApi(t.baseUrl, accountEndpoints.list, { query: { q }, token })).reply(200).items;

/** A caseworker unless told otherwise: they open a lead's account under its email, the client choosing the password. */
async function signedInStaff(isAdmin = false): Promise<{ id: number; token: string }> {
  const staff = await createTestStaff(t.database.db, { isAdmin });
  return { id: staff.id, token: await signInStaff(t.baseUrl, staff.email, staff.password) };
}

describe('creating a client account from a lead', () => {
  it('marks the lead converted, audited, and it leaves the new leads', async () => {
    const staff = await signedInStaff();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, status: 'new' }]);
    const newLeads = async () => obj(await callApi(t.baseUrl, leadEndpoints.summary, { token: staff.token })).new;
    const before = await newLeads();

    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id, password: '' });

    expect(obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id }, token: staff.token })).status).toBe('converted');
    const listed = obj(await callApi(t.baseUrl, leadEndpoints.list, { query: { q: email }, token: staff.token })).items as {
      id: number;
      status: string;
    }[];
    expect(listed.find((lead) => lead.id === id)?.status).toBe('converted');
    expect(await newLeads()).toBe(Number(before) - 1);
    expect((await auditRows(t.database.db, 'lead', id)).filter((row) => row.action === 'lead.updated')).toEqual([
      { action: 'lead.updated', actor_user_id: staff.id, before: { status: 'new' }, after: { status: 'converted' } },
    ]);
  });

  it('converts a closed lead too: it became a client', async () => {
    const staff = await signedInStaff();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, status: 'closed' }]);
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id, password: '' });
    expect(obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id }, token: staff.token })).status).toBe('converted');
  });

  it('gives a lead one account: another email for a lead that has one is refused, and nothing is created', async () => {
    // Only an admin may choose another email than the lead's (decision 034): even they cannot give it a second account.
    const staff = await signedInStaff(true);
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email }]);
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id });
    const second = await createAccount(staff.token, { email: uniqueEmail('someone.else'), password: 'a long enough password', submissionId: id });
    expect([second.status, messageOf(second)]).toEqual([409, leadHasAccountMessage(email)]);
    // Nor is an account that belongs to one lead moved to another (it would take that person's name).
    const [otherLead] = await seedLeads(t.database.db, [{ email: uniqueEmail('other.lead'), firstName: 'Other' }]);
    const moved = await createAccount(staff.token, { email, submissionId: otherLead });
    expect([moved.status, messageOf(moved)]).toEqual([409, ACCOUNT_HAS_LEAD_MESSAGE]);
    // Two creations at once for one lead: one account.
    const [third] = await seedLeads(t.database.db, [{ email: uniqueEmail('race') }]);
    const racing = await Promise.all(
      [uniqueEmail('race.one'), uniqueEmail('race.two')].map((racer) => createAccount(staff.token, { email: racer, submissionId: third })),
    );
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await accountsMatching('someone.else', staff.token)).toEqual([]);
  });

  it('leaves a converted lead and its history alone when the account is updated', async () => {
    const staff = await signedInStaff();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, status: 'converted' }]);
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id, password: '' });
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id, password: '' });
    expect(obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id }, token: staff.token })).status).toBe('converted');
    expect((await auditRows(t.database.db, 'lead', id)).filter((row) => row.action === 'lead.updated')).toEqual([]);
  });

  it('shows the client the reference their assessment receipt gave them, beside the case ID (none for an account without a lead)', async () => {
    // An admin: the test signs in with the password they chose, and opens an account without a lead.
    const staff = await signedInStaff(true);
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, reference: 'RC-7F3K9-QXA2M' }]);
    const account = await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id });
    const cookie = await signInClient(t.baseUrl, email, account.password);
    const seen = (await callApi(t.baseUrl, clientAccountEndpoints.session, { headers: { cookie } })).reply(200);
    expect(seen.assessmentReference).toBe('RC-7F3K9-QXA2M');
    expect(seen.caseId).toMatch(/^[A-Z]{2}-\d{6}$/);
    const listed = await accountsMatching(email, staff.token);
    expect(listed.find((row) => row.id === account.id)?.assessmentReference).toBe('RC-7F3K9-QXA2M');

    const without = await createClientAccount(t.baseUrl, staff.token, {});
    expect(without.assessmentReference).toBeNull();
  });
});
