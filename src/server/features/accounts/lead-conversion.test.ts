import { describe, expect, it } from 'vitest';
import { api, auditRows, createClientAccount, createTestStaff, obj, seedLeads, setUpTestApp, signInStaff, uniqueEmail } from '../../testing';

const t = setUpTestApp();
const LEADS = '/api/admin/client-submissions';

async function signedInStaff(): Promise<{ id: number; token: string }> {
  const staff = await createTestStaff(t.database.db, { isAdmin: false });
  return { id: staff.id, token: await signInStaff(t.baseUrl, staff.email, staff.password) };
}

describe('creating a client account from a lead', () => {
  it('marks the lead converted, audited, and it leaves the new leads', async () => {
    const staff = await signedInStaff();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, status: 'new' }]);
    const newLeads = async () => obj(await api(t.baseUrl, 'GET', `${LEADS}/summary`, { token: staff.token })).new;
    const before = await newLeads();

    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id });

    expect(obj(await api(t.baseUrl, 'GET', `${LEADS}/${id}`, { token: staff.token })).status).toBe('converted');
    const listed = obj(await api(t.baseUrl, 'GET', `${LEADS}?q=${encodeURIComponent(email)}`, { token: staff.token })).items as {
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
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id });
    expect(obj(await api(t.baseUrl, 'GET', `${LEADS}/${id}`, { token: staff.token })).status).toBe('converted');
  });

  it('leaves a converted lead and its history alone when the account is updated', async () => {
    const staff = await signedInStaff();
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(t.database.db, [{ email, status: 'converted' }]);
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id });
    await createClientAccount(t.baseUrl, staff.token, { email, submissionId: id, password: 'another password' });
    expect(obj(await api(t.baseUrl, 'GET', `${LEADS}/${id}`, { token: staff.token })).status).toBe('converted');
    expect((await auditRows(t.database.db, 'lead', id)).filter((row) => row.action === 'lead.updated')).toEqual([]);
  });
});
