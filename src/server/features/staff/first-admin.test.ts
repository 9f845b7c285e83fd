import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { createTestDatabase, signInStaff, startTestApp } from '../../testing';
import { createStaffService } from './service';
import { secondFactorCheckFor } from '../../platform/auth/second-factor';

let drop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await drop?.();
  drop = null;
});

async function emptyDatabase(): Promise<Database> {
  const created = await createTestDatabase();
  drop = created.drop;
  return created.database;
}

describe('the first admin on an empty database', () => {
  it('is refused with one clear line when ADMIN_PASSWORD is weak, and nothing is created', async () => {
    const database = await emptyDatabase();
    const staff = createStaffService(database.db, { secondFactor: secondFactorCheckFor(parseConfig({})) });
    await expect(staff.ensureFirstAdmin('boss@example.com', 'password1234')).rejects.toThrow(ConfigError);
    await expect(staff.ensureFirstAdmin('boss@example.com', 'short')).rejects.toThrow(
      'Invalid configuration: ADMIN_PASSWORD is not accepted for the first admin: Password must be at least 12 characters',
    );
    expect(await database.db.select().from(staffMembers)).toEqual([]);
  });

  it('is created with a strong ADMIN_PASSWORD, and a weak one no longer matters once staff exist', async () => {
    const database = await emptyDatabase();
    const staff = createStaffService(database.db, { secondFactor: secondFactorCheckFor(parseConfig({})) });
    expect(await staff.ensureFirstAdmin('boss@example.com', 'a strong first passphrase')).toEqual({
      email: 'boss@example.com',
      generatedPassword: null,
    });
    expect(await staff.ensureFirstAdmin('boss@example.com', 'short')).toBeNull();
  });

  it('without ADMIN_EMAIL and ADMIN_PASSWORD, is an admin who can sign in with the address and password printed once', async () => {
    const open = await startTestApp();
    drop = open.close;
    const staff = createStaffService(open.database.db, { secondFactor: secondFactorCheckFor(parseConfig({})) });
    const created = await staff.ensureFirstAdmin(undefined, undefined);
    expect(created?.generatedPassword).toEqual(expect.any(String));
    // Before, admin@localhost was created, which every sign-in form refuses as not an email address (400).
    expect(await signInStaff(open.baseUrl, created?.email as string, created?.generatedPassword as string)).toEqual(expect.any(String));
  });
});
