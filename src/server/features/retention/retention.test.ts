import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurgeCounts } from '../../../contract/shared/retention';
import { retentionEndpoints } from '../../../contract/shared/retention-endpoints';
import { chatRooms, clientAccounts, clientSubmissions, complaints, contactSubmissions, mailOutbox } from '../../platform/db/schema';
import { type AppOnDatabase, callApi, leadSeed, setUpAppWithMailAndAdmin, startAppOnDatabase, unchecked, uniqueEmail } from '../../testing';

const t = setUpAppWithMailAndAdmin();
let second: AppOnDatabase;

beforeAll(async () => {
  second = await startAppOnDatabase(t.open.database);
});
afterAll(async () => second?.close());

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const exists = async (table: 'client_submissions' | 'contact_submissions' | 'chat_rooms' | 'client_accounts' | 'complaints', id: number) =>
  (
    (await t.open.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n === 1;

async function seed() {
  const db = t.open.database.db;
  const lead = async (days: number, extra: Partial<typeof clientSubmissions.$inferInsert> = {}) => {
    const [row] = await db
      .insert(clientSubmissions)
      .values(leadSeed({ email: uniqueEmail('keep'), ...extra }))
      .returning({ id: clientSubmissions.id });
    await db.execute(sql`update client_submissions set created_at = ${ago(days)} where id = ${row.id}`);
    return row.id;
  };
  const contact = async (days: number) => {
    const [row] = await db
      .insert(contactSubmissions)
      .values({ firstName: 'C', lastName: 'M', email: uniqueEmail('contact'), message: 'hello' })
      .returning({ id: contactSubmissions.id });
    await db.execute(sql`update contact_submissions set created_at = ${ago(days)} where id = ${row.id}`);
    return row.id;
  };
  const chat = async (days: number, clientAccountId: number | null = null, leadId: number | null = null) => {
    const [row] = await db
      .insert(chatRooms)
      .values({ sessionId: `session_${uniqueEmail('s')}`, clientAccountId, leadId, contactEmail: uniqueEmail('chat') })
      .returning({ id: chatRooms.id });
    await db.execute(sql`update chat_rooms set last_activity_at = ${ago(days)} where id = ${row.id}`);
    return row.id;
  };
  const client = async (closedDaysAgo: number | null, extra: Partial<typeof clientAccounts.$inferInsert> = {}) => {
    const [row] = await db
      .insert(clientAccounts)
      .values({ email: uniqueEmail('client'), ...extra })
      .returning({ id: clientAccounts.id });
    if (closedDaysAgo !== null)
      await db.execute(sql`update client_accounts set case_stage = 'closed', case_stage_changed_at = ${ago(closedDaysAgo)} where id = ${row.id}`);
    return row.id;
  };
  // A complaint received `receivedDaysAgo` days ago and closed `closedDaysAgo` days ago (null: still open).
  const complaint = async (receivedDaysAgo: number, closedDaysAgo: number | null, links: { clientAccountId?: number; leadId?: number } = {}) => {
    const [row] = await db
      .insert(complaints)
      .values({
        reference: `CMP-${uniqueEmail('r')}`,
        name: 'Complainant',
        email: uniqueEmail('complaint'),
        channel: 'email',
        summary: 'Nobody called back',
        status: closedDaysAgo === null ? 'investigating' : 'final_response',
        receivedAt: new Date().toISOString(),
        ...links,
      })
      .returning({ id: complaints.id });
    await db.execute(
      sql`update complaints set received_at = ${ago(receivedDaysAgo)}, closed_at = ${closedDaysAgo === null ? null : ago(closedDaysAgo)} where id = ${row.id}`,
    );
    return row.id;
  };
  const convertedLead = await lead(900);
  const complaintYears = 3 * 365 + 2; // three years, a leap day included, plus one
  const clientYears = 6 * 365 + 2; // six years, leap days included, plus one
  return {
    leadPast: await lead(731),
    leadInside: await lead(729),
    leadHeld: await lead(900, { legalHoldReason: 'Court case' }),
    convertedLead,
    contactPast: await contact(731),
    contactInside: await contact(729),
    chatPast: await chat(366),
    chatInside: await chat(364),
    chatOfHeldLead: await chat(366, null, await lead(10, { legalHoldReason: 'Police request' })),
    clientPast: await client(clientYears),
    clientInside: await client(6 * 365 - 2),
    clientHeld: await client(clientYears, { legalHoldReason: 'Regulator asked us to keep it' }),
    clientOpen: await client(null),
    convertedClient: await client(400, { submissionId: convertedLead }),
    clientChat: await chat(4000, await client(null)),
    complaintPast: await complaint(complaintYears + 30, complaintYears),
    complaintInside: await complaint(complaintYears + 30, 3 * 365 - 2),
    complaintOpen: await complaint(complaintYears + 30, null),
    complaintOfClient: await complaint(complaintYears + 30, complaintYears, { clientAccountId: await client(null) }),
    complaintOfHeldLead: await complaint(complaintYears + 30, complaintYears, { leadId: await lead(10, { legalHoldReason: 'Claim open' }) }),
    complaintOfClientsLead: await complaint(complaintYears + 30, complaintYears, { leadId: convertedLead }),
  };
}

const run = async (baseUrl: string, dryRun: boolean) =>
  (await callApi(baseUrl, retentionEndpoints.run, { query: { dryRun: dryRun ? 'true' : 'false' }, token: t.adminToken })).reply(200);

describe('retention purge', () => {
  it('a dry run counts what is past its period; the run deletes exactly that, once, across two instances, holds kept', async () => {
    const ids = await seed();
    const dry = await run(t.open.baseUrl, true);
    expect(dry).toEqual({ dryRun: true, skipped: false, counts: { leads: 1, contactMessages: 1, chats: 1, clients: 1, complaints: 1 } });
    expect(await exists('client_submissions', ids.leadPast)).toBe(true);

    const [a, b] = await Promise.all([run(t.open.baseUrl, false), run(second.baseUrl, false)]);
    const total = (key: keyof PurgeCounts) => a.counts[key] + b.counts[key];
    expect([total('leads'), total('contactMessages'), total('chats'), total('clients'), total('complaints')]).toEqual([1, 1, 1, 1, 1]);

    expect(await exists('client_submissions', ids.leadPast)).toBe(false);
    expect(await exists('contact_submissions', ids.contactPast)).toBe(false);
    expect(await exists('chat_rooms', ids.chatPast)).toBe(false);
    expect(await exists('client_accounts', ids.clientPast)).toBe(false);
    expect(await exists('complaints', ids.complaintPast)).toBe(false);
    for (const [table, id] of [
      ['client_submissions', ids.leadInside],
      ['client_submissions', ids.leadHeld],
      ['client_submissions', ids.convertedLead],
      ['contact_submissions', ids.contactInside],
      ['chat_rooms', ids.chatInside],
      ['chat_rooms', ids.clientChat],
      ['chat_rooms', ids.chatOfHeldLead],
      ['client_accounts', ids.clientInside],
      ['client_accounts', ids.clientHeld],
      ['client_accounts', ids.clientOpen],
      ['client_accounts', ids.convertedClient],
      ['complaints', ids.complaintInside],
      ['complaints', ids.complaintOpen],
      ['complaints', ids.complaintOfClient],
      ['complaints', ids.complaintOfHeldLead],
      ['complaints', ids.complaintOfClientsLead],
    ] as const) {
      expect(await exists(table, id), `${table} ${id}`).toBe(true);
    }
    // Each run that purged is audited with its counts alone.
    const { rows } = (await t.open.database.db.execute(
      sql`select after from audit_log where action = 'retention.purged' order by id`,
    )) as unknown as { rows: { after: Record<string, number> }[] };
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(rows[0].after).sort()).toEqual(['chats', 'clients', 'complaints', 'contactMessages', 'leads']);
    expect((await run(t.open.baseUrl, false)).counts).toEqual({ leads: 0, contactMessages: 0, chats: 0, clients: 0, complaints: 0 });
  });

  it("a purged lead's sent emails go with it; mail still to go, or to an address something kept is about, stays", async () => {
    const db = t.open.database.db;
    const [gone, kept, complained, waiting] = [
      uniqueEmail('purged.mail'),
      uniqueEmail('kept.mail'),
      uniqueEmail('complained'),
      uniqueEmail('waiting'),
    ];
    const leads = await db
      .insert(clientSubmissions)
      .values([leadSeed({ email: gone }), leadSeed({ email: kept }), leadSeed({ email: complained }), leadSeed({ email: waiting })])
      .returning({ id: clientSubmissions.id });
    const [past, inside, pastComplained, pastWaiting] = leads.map((row) => row.id);
    await db.execute(sql`update client_submissions set created_at = ${ago(731)} where id in (${past}, ${pastComplained}, ${pastWaiting})`);
    await db.execute(sql`update client_submissions set created_at = now() where id = ${inside}`);
    // The complaint (closed: an open one would keep the lead too) is kept for its own period, with the letters sent about it.
    await db.insert(complaints).values({
      reference: `CMP-${uniqueEmail('r')}`,
      name: 'Complainant',
      email: complained,
      channel: 'email',
      summary: 'Nobody called back',
      status: 'final_response',
      receivedAt: new Date().toISOString(),
      closedAt: new Date().toISOString(),
    });
    const mail = (to: string, status: string) => ({ toAddress: to, kind: 'assessment_received', subject: 'We received it', bodyText: '.', status });
    await db.insert(mailOutbox).values([mail(gone.toUpperCase(), 'sent'), mail(kept, 'sent'), mail(complained, 'sent'), mail(waiting, 'queued')]);
    expect((await run(t.open.baseUrl, false)).counts.leads).toBe(3);
    expect(await exists('client_submissions', inside)).toBe(true);
    const left = (await db.select({ to: mailOutbox.toAddress }).from(mailOutbox)).map((row) => row.to.toLowerCase());
    expect(left).not.toContain(gone);
    expect(left).toEqual(expect.arrayContaining([kept, complained, waiting]));
  });

  it("a purged client's complaint follows its own period; a client or lead with an open complaint waits", async () => {
    const db = t.open.database.db;
    const clientYears = 6 * 365 + 2;
    const complaintYears = 3 * 365 + 2;
    const closedClient = async (email: string) => {
      const [row] = await db.insert(clientAccounts).values({ email }).returning({ id: clientAccounts.id });
      await db.execute(sql`update client_accounts set case_stage = 'closed', case_stage_changed_at = ${ago(clientYears)} where id = ${row.id}`);
      return row.id;
    };
    const complaintOf = async (clientAccountId: number, email: string, closedDaysAgo: number | null) => {
      const [row] = await db
        .insert(complaints)
        .values({
          reference: `CMP-${uniqueEmail('r')}`,
          clientAccountId,
          name: 'Former Client',
          email,
          channel: 'portal',
          summary: 'Slow replies',
          status: closedDaysAgo === null ? 'investigating' : 'final_response',
          receivedAt: new Date().toISOString(),
        })
        .returning({ id: complaints.id });
      await db.execute(
        sql`update complaints set received_at = ${ago((closedDaysAgo ?? 0) + 30)}, closed_at = ${closedDaysAgo === null ? null : ago(closedDaysAgo)} where id = ${row.id}`,
      );
      return row.id;
    };
    const [recentEmail, pastEmail, openEmail] = [uniqueEmail('recent.complaint'), uniqueEmail('past.complaint'), uniqueEmail('open.complaint')];
    const [withRecent, withPast, withOpen] = [await closedClient(recentEmail), await closedClient(pastEmail), await closedClient(openEmail)];
    const recent = await complaintOf(withRecent, recentEmail, 30);
    const past = await complaintOf(withPast, pastEmail, complaintYears);
    const open = await complaintOf(withOpen, openEmail, null);
    const [openLead] = await db
      .insert(clientSubmissions)
      .values(leadSeed({ email: openEmail }))
      .returning({ id: clientSubmissions.id });
    await db.execute(sql`update client_submissions set created_at = ${ago(731)} where id = ${openLead.id}`);

    const done = await run(t.open.baseUrl, false);
    expect(done.counts).toMatchObject({ clients: 2, complaints: 1, leads: 0 });
    expect(await exists('client_accounts', withRecent)).toBe(false);
    expect(await exists('client_accounts', withPast)).toBe(false);
    // Kept for its own period, unlinked from the erased account, with who complained.
    const [kept] = await db.select().from(complaints).where(sql`id = ${recent}`);
    expect(kept).toMatchObject({ clientAccountId: null, email: recentEmail });
    expect(await exists('complaints', past)).toBe(false);
    // Open: neither the client nor the lead of the same address goes, and the complaint stays linked.
    expect(await exists('client_accounts', withOpen)).toBe(true);
    expect(await exists('client_submissions', openLead.id)).toBe(true);
    expect(await exists('complaints', open)).toBe(true);
  });

  it('is for admins only, and dryRun must be true or false', async () => {
    expect((await callApi(t.open.baseUrl, retentionEndpoints.run, { query: { dryRun: 'true' } })).status).toBe(401);
    expect((await callApi(t.open.baseUrl, retentionEndpoints.run, { query: { dryRun: unchecked('maybe') }, token: t.adminToken })).status).toBe(
      400,
    );
  });
});
