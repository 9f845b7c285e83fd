import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashToken } from './tokens';
import { createWebSessions } from './web-sessions';
import { setUpTestDatabase } from '../../testing';

const t = setUpTestDatabase();

describe('landing-side sessions', () => {
  it('are read back by their random id, stored only hashed, and end on destroy', async () => {
    const store = createWebSessions(t.database.db, { ttlHours: 12 });
    const { sid, expiresAt } = await store.create({ kind: 'staff', userId: 4, method: 'password' });
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 12 * 3600_000))).toBeLessThan(5_000);
    expect(await store.read(sid)).toEqual({ kind: 'staff', userId: 4, method: 'password' });
    const stored = JSON.stringify(await t.database.db.select().from(sessions));
    expect(stored).not.toContain(sid);
    expect(stored).toContain(hashToken(sid));
    expect(await store.read(hashToken(sid))).toBeNull();
    await store.destroy(sid);
    expect(await store.read(sid)).toBeNull();
  });

  it('end for every session of a member at once, expire, and expired ones are swept', async () => {
    const store = createWebSessions(t.database.db, { ttlHours: 12 });
    const a = await store.create({ kind: 'staff', userId: 5, method: 'password' });
    const b = await store.create({ kind: 'staff', userId: 5, method: 'oidc' });
    const other = await store.create({ kind: 'staff', userId: 6, method: 'password' });
    await store.destroyForStaff(5);
    expect([await store.read(a.sid), await store.read(b.sid)]).toEqual([null, null]);
    expect(await store.read(other.sid)).not.toBeNull();
    await t.database.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(sql`${sessions.sid} = ${hashToken(other.sid)}`);
    expect(await store.read(other.sid)).toBeNull();
    expect(await store.sweep()).toBe(1);
    expect(await t.database.db.select().from(sessions)).toEqual([]);
  });
});
