import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../db/schema';
import { consumeOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from './one-time-tokens';
import { hashToken } from './tokens';
import { setUpTestDatabase } from '../../testing';

const t = setUpTestDatabase();

describe('one-time tokens', () => {
  it('work once, for their purpose only, and are stored hashed', async () => {
    const token = await issueOneTimeToken(t.database.db, { kind: 'client', id: 7 }, 'password_reset', 60);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(await t.database.db.select().from(oneTimeTokens));
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));
    expect(await consumeOneTimeToken(t.database.db, token, ['invitation'])).toBeNull();
    expect(await consumeOneTimeToken(t.database.db, token, ['password_reset', 'invitation'])).toEqual({
      kind: 'client',
      id: 7,
      purpose: 'password_reset',
    });
    expect(await consumeOneTimeToken(t.database.db, token, ['password_reset'])).toBeNull();
    expect(await consumeOneTimeToken(t.database.db, 'not-a-token', ['password_reset'])).toBeNull();
  });

  it('expire, and a newer link replaces an older one', async () => {
    const expired = await issueOneTimeToken(t.database.db, { kind: 'staff', id: 3 }, 'password_reset', 60);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(expired)));
    expect(await consumeOneTimeToken(t.database.db, expired, ['password_reset'])).toBeNull();
    const older = await issueOneTimeToken(t.database.db, { kind: 'staff', id: 3 }, 'password_reset', 60);
    const newer = await issueOneTimeToken(t.database.db, { kind: 'staff', id: 3 }, 'password_reset', 60);
    expect(await consumeOneTimeToken(t.database.db, older, ['password_reset'])).toBeNull();
    expect(await consumeOneTimeToken(t.database.db, newer, ['password_reset'])).toMatchObject({ kind: 'staff', id: 3 });
  });

  it('used twice at once: exactly one use wins; revoked ones never work', async () => {
    const token = await issueOneTimeToken(t.database.db, { kind: 'client', id: 9 }, 'invitation', 60 * 24 * 7);
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeOneTimeToken(t.database.db, token, ['invitation'])));
    expect(results.filter(Boolean)).toHaveLength(1);
    const revoked = await issueOneTimeToken(t.database.db, { kind: 'client', id: 10 }, 'invitation', 60);
    await revokeOneTimeTokens(t.database.db, { kind: 'client', id: 10 });
    expect(await consumeOneTimeToken(t.database.db, revoked, ['invitation'])).toBeNull();
  });
});
