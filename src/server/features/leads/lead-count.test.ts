import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing';
import { foldLeadTallies } from './lead-tallies';

// The number of leads by status, priority and assignee is kept by the lead table's triggers (migration
// 0028), under slots. A slot stays locked until its transaction ends: a writer must take a free one,
// never wait behind a long one.

const t = setUpTestDatabase();

const insertLead = (email: string) =>
  `insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
   values ('Slot', 'Lead', '${email}', '123', 'Canada', 'under-2000')`;

/** Runs `use` with `count` connections of its own (each a session: its own slot, its own locks), closed afterwards. */
async function withClients(count: number, use: (clients: pg.Client[]) => Promise<void>): Promise<void> {
  const clients = Array.from({ length: count }, () => new pg.Client({ connectionString: t.url ?? '' }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    await use(clients);
  } finally {
    // A test may have ended one already.
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('the kept number of leads', () => {
  it("a lead stored while a long transaction holds that connection's own slot does not wait for it, and both count", () =>
    withClients(2, async ([long, writer]) => {
      const { rows } = await writer.query<{ slot: number }>('select pg_backend_pid() % 32 as slot');
      // A long transaction (a purge, say) that changed the leads and holds the writer's own slot.
      await long.query('begin');
      await long.query(insertLead('long@example.com'));
      await long.query('select 1 from lead_count_slots where slot = $1 for update', [rows[0].slot]);
      await writer.query("set lock_timeout = '2s'");
      const started = Date.now();
      await writer.query(insertLead('meanwhile@example.com'));
      expect(Date.now() - started).toBeLessThan(1_000);
      await long.query('commit');
      const total = await writer.query<{ total: string; counted: string }>(
        'select (select sum(n) from lead_tallies) as total, (select count(*) from client_submissions) as counted',
      );
      expect(total.rows[0]).toEqual({ total: '2', counted: '2' });
    }));

  it('keeps every figure right through inserts with duplicates, edits one by one and in bulk, deletes, a rollback and a truncate', () =>
    withClients(1, async ([client]) => {
      // The kept figures and the table counted, group by group (groups that net to nothing left out).
      const compare = async () => {
        const groups = `select status, priority, coalesce(assigned_to, 0) as assigned, %s as n from %s group by 1, 2, 3 having %s <> 0 order by 1, 2, 3`;
        const kept = await client.query(groups.replace('%s', 'sum(n)::int').replace('%s', 'lead_tallies').replace('%s', 'sum(n)'));
        const counted = await client.query(groups.replace('%s', 'count(*)::int').replace('%s', 'client_submissions').replace('%s', 'count(*)'));
        expect(kept.rows).toEqual(counted.rows);
        return counted.rows.length;
      };
      await client.query('delete from client_submissions');
      const staff = await client.query<{ id: number }>(
        "insert into users (email, first_name, last_name) values ('tally@example.com', 'Tally', 'Staff') returning id",
      );
      const sam = staff.rows[0].id;
      await client.query(`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
        select 'Tally', 'Lead', 'tally' || i || '@example.com', '123', 'Canada', 'under-2000' from generate_series(1, 300) as i`);
      await client.query(`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
        select 'Tally', 'Lead', 'tally' || i || '@example.com', '123', 'Canada', 'under-2000' from generate_series(250, 320) as i
        on conflict do nothing`);
      expect(await compare()).toBe(1);
      await client.query("update client_submissions set status = 'qualified', priority = 'high' where id % 3 = 0");
      await client.query('update client_submissions set assigned_to = $1 where id % 5 = 0', [sam]);
      await client.query("update client_submissions set notes = 'seen'");
      await client.query("update client_submissions set priority = 'low' where id = (select min(id) from client_submissions)");
      await client.query('delete from client_submissions where id % 7 = 0');
      await client.query('begin');
      await client.query("update client_submissions set status = 'closed'");
      await client.query('rollback');
      expect(await compare()).toBeGreaterThan(4);
      // A staff member removed: their leads become unassigned (ON DELETE SET NULL), kept figures too.
      await client.query('delete from users where id = $1', [sam]);
      await compare();
      await client.query('truncate client_submissions cascade');
      expect(await compare()).toBe(0);
    }));

  it('a statement that changes no figure takes no slot, and with every slot held a writer still goes through at once', () =>
    withClients(2, async ([long, writer]) => {
      const freeSlots = async () => (await writer.query('select slot from lead_count_slots for update skip locked')).rowCount;
      await writer.query(insertLead('held@example.com'));
      await writer.query(insertLead('noted@example.com'));
      await long.query('begin');
      await long.query("update client_submissions set notes = 'seen' where email = 'noted@example.com'");
      expect(await freeSlots()).toBe(32);
      await long.query('select slot from lead_count_slots for update');
      await writer.query("set lock_timeout = '2s'");
      const started = Date.now();
      await writer.query(insertLead('all-held@example.com'));
      await writer.query("update client_submissions set status = 'qualified' where email = 'held@example.com'");
      expect(Date.now() - started).toBeLessThan(1_000);
      await long.query('commit');
      const kept = await writer.query<{ status: string; n: string }>(
        "select status, sum(n)::text as n from lead_tallies where status in ('new', 'qualified') group by 1 order by 1",
      );
      const counted = await writer.query<{ status: string; n: string }>(
        "select status, count(*)::text as n from client_submissions where status in ('new', 'qualified') group by 1 order by 1",
      );
      expect(kept.rows).toEqual(counted.rows);
    }));

  it('a fold leaves one slot and no rows that net to zero, every figure as counted, and waits for no one', () =>
    withClients(3, async ([holder, writer, other]) => {
      const tallies = async () =>
        (await writer.query<{ slot: number; status: string; n: string }>('select slot, status, n::text from lead_tallies order by 1, 2')).rows;
      const slots = async () => new Set((await tallies()).map((row) => row.slot)).size;
      const figures = async () =>
        (await writer.query('select status, sum(n)::int as n from lead_tallies group by 1 having sum(n) <> 0 order by 1')).rows;
      const counted = async () => (await writer.query('select status, count(*)::int as n from client_submissions group by 1 order by 1')).rows;
      const foldAtOnce = async () => {
        const started = Date.now();
        const folded = await foldLeadTallies(t.database.db);
        expect(Date.now() - started).toBeLessThan(1_000);
        return folded;
      };
      const holdSlots = async (except: number | null) => {
        await holder.query('begin');
        await holder.query('select 1 from lead_count_slots where slot is distinct from $1 for update', [except]);
      };
      await writer.query('truncate client_submissions cascade');
      // Each write in a slot of its own: the holder holds every other slot (or all of them) meanwhile.
      const writeIn = async (slot: number | null, statement: string) => {
        await holdSlots(slot);
        await writer.query(statement);
        await holder.query('commit');
      };
      await writeIn(3, insertLead('fold-a@example.com'));
      await writeIn(7, insertLead('fold-b@example.com'));
      await writeIn(11, "update client_submissions set status = 'qualified' where email = 'fold-a@example.com'");
      await writeIn(20, "delete from client_submissions where email = 'fold-b@example.com'");
      // Closed and opened again: its "closed" rows net to zero.
      await writeIn(25, "update client_submissions set status = 'closed' where email = 'fold-a@example.com'");
      await writeIn(26, "update client_submissions set status = 'qualified' where email = 'fold-a@example.com'");
      // With every slot held, the writer's session's own slot.
      await writeIn(null, insertLead('fold-c@example.com'));
      expect(await slots()).toBe(7);
      expect(await figures()).toEqual(await counted());
      const before = await tallies();

      // Every slot held by writers: nothing to fold into.
      await holdSlots(null);
      expect(await foldAtOnce()).toBe(false);
      await holder.query('commit');
      // A recount of the figures under way (docs/operations.md): the fold keeps out of its way.
      await holder.query('begin');
      await holder.query('lock table client_submissions in share row exclusive mode');
      expect(await foldAtOnce()).toBe(false);
      await holder.query('commit');
      expect(await tallies()).toEqual(before);

      // Two writers still in their transactions, each changing a row it wrote before: one in its
      // session's own slot (every slot was held when it wrote), one in a slot it holds. Their rows stay.
      await holdSlots(null);
      await writer.query('begin');
      await writer.query(insertLead('fold-d@example.com'));
      await holder.query('commit');
      await other.query(insertLead('fold-e@example.com'));
      await other.query('begin');
      await other.query(insertLead('fold-f@example.com'));
      expect(await foldAtOnce()).toBe(true);
      await Promise.all([writer.query('commit'), other.query('commit')]);
      expect(await slots()).toBe(3);
      expect(await foldAtOnce()).toBe(true);
      const after = await tallies();
      expect(new Set(after.map((row) => row.slot)).size).toBe(1);
      expect(after.every((row) => row.slot >= 0)).toBe(true);
      expect(after.map((row) => [row.status, row.n])).toEqual([
        ['new', '4'],
        ['qualified', '1'],
      ]);
      expect(await figures()).toEqual(await counted());

      // Two folds at once (the job is a singleton, but a fold must not rely on it): every figure stays right.
      await writeIn(5, insertLead('fold-g@example.com'));
      await writeIn(9, "update client_submissions set status = 'qualified' where email = 'fold-g@example.com'");
      await Promise.all([foldLeadTallies(t.database.db), foldLeadTallies(t.database.db)]);
      expect(await figures()).toEqual(await counted());
    }));
});
