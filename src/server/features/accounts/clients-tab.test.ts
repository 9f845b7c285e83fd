import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../../contract/accounts/endpoints';
import type { Lead } from '../../../contract/leads/lead';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { callApi, createClientAccount, createTestStaff, obj, seedLeads, setUpTestApp, signInStaff, uniqueEmail } from '../../testing';

const t = setUpTestApp();

/** A caseworker opens a lead's account; only an admin opens one without a lead (decision 034). */
async function staffToken(isAdmin = false): Promise<string> {
  const staff = await createTestStaff(t.database.db, { isAdmin });
  return signInStaff(t.baseUrl, staff.email, staff.password);
}

describe('a lead names the client account opened from it', () => {
  it('in the list, the lead itself and its edit reply: null before, the account after', async () => {
    const token = await staffToken();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email }]);
    const listed = async () =>
      (obj(await callApi(t.baseUrl, leadEndpoints.list, { query: { q: email }, token })).items as Lead[]).find((lead) => lead.id === id);
    const shown = async () => obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id }, token })) as Lead;
    expect((await listed())?.clientAccountId).toBeNull();
    expect((await shown()).clientAccountId).toBeNull();

    const account = await createClientAccount(t.baseUrl, token, { email, submissionId: id, password: '' });

    expect((await listed())?.clientAccountId).toBe(account.id);
    expect((await shown()).clientAccountId).toBe(account.id);
    const edited = obj(await callApi(t.baseUrl, leadEndpoints.update, { params: { id }, token, body: { priority: 'high' } })) as Lead;
    expect(edited.clientAccountId).toBe(account.id);
  });

  it('is null for a lead whose client has an account opened from another lead', async () => {
    const token = await staffToken();
    const [withAccount, without] = await seedLeads(t.database.db, [{ email: uniqueEmail('lead') }, { email: uniqueEmail('lead') }]);
    const withEmail = (obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id: withAccount }, token })) as Lead).email;
    await createClientAccount(t.baseUrl, token, { email: withEmail, submissionId: withAccount, password: '' });
    expect((obj(await callApi(t.baseUrl, leadEndpoints.one, { params: { id: without }, token })) as Lead).clientAccountId).toBeNull();
  });
});

describe('the client list searches by case ID', () => {
  const search = async (token: string, q: string) => (await callApi(t.baseUrl, accountEndpoints.list, { query: { q }, token })).reply(200).items;

  it('finds the account a case ID names, written as the client quotes it or as its digits', async () => {
    const token = await staffToken(true);
    const account = await createClientAccount(t.baseUrl, token);
    await createClientAccount(t.baseUrl, token);
    for (const q of [account.caseId, account.caseId.toLowerCase(), ` ${account.caseId} `, account.caseId.replace(/^\D+-/, '')])
      expect((await search(token, q)).map((found) => found.id)).toEqual([account.id]);
  });

  it('finds nothing for a case ID of no account, and still searches names and emails', async () => {
    const token = await staffToken(true);
    const account = await createClientAccount(t.baseUrl, token);
    expect(await search(token, 'RC-999999')).toEqual([]);
    expect((await search(token, account.email)).map((found) => found.id)).toEqual([account.id]);
  });
});
