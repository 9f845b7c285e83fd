import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppOnDatabase,
  callApi,
  createTestStaff,
  signInRequest,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
  validAssessment,
  validContact,
} from '../testing';
import { intakeEndpoints } from '../../contract/intake/endpoints';
import { queryRows } from './db/client';

// Several instances on one database must count every limit together, not each its own.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INTAKE = { INTAKE_RATE_LIMIT_MAX: '4', INTAKE_RATE_LIMIT_WINDOW_SECONDS: '600', CONTACT_RATE_LIMIT_MAX: '4' };
const SIGN_IN = { SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '2', SIGN_IN_DELAY_BASE_MS: '1500', SIGN_IN_RATE_LIMIT_MAX: '1000' };

/** Sends `total` assessments, alternating between the instances; answers the statuses per instance. */
async function alternate(baseUrls: string[], total: number): Promise<number[][]> {
  const statuses = baseUrls.map(() => [] as number[]);
  for (let i = 0; i < total; i += 1) {
    const which = i % baseUrls.length;
    statuses[which].push((await callApi(baseUrls[which], intakeEndpoints.submitAssessment, { body: validAssessment() })).status);
  }
  return statuses;
}

const created = (statuses: number[][]) => statuses.flat().filter((status) => status === 201).length;

let first: TestApp;
let second: AppOnDatabase;

beforeAll(async () => {
  first = await startTestApp({ ...INTAKE, ...SIGN_IN });
  second = await startAppOnDatabase(first.database, { ...INTAKE, ...SIGN_IN });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('rate limits counted in the database', () => {
  it('reaches the per-address intake limit across two instances: 4 assessments in all, then 429 from both', async () => {
    const statuses = await alternate([first.baseUrl, second.baseUrl], 8);
    expect(created(statuses)).toBe(4);
    expect(statuses[0].slice(2)).toEqual([429, 429]);
    expect(statuses[1].slice(2)).toEqual([429, 429]);
  });

  it('counts a burst of concurrent requests on both instances exactly: 4 created of 24 (contact form)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        callApi(i % 2 ? first.baseUrl : second.baseUrl, intakeEndpoints.submitContact, { body: validContact() }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201).length).toBe(4);
    expect(statuses.filter((status) => status === 429).length).toBe(20);
  });

  it('slows sign-in on an account after failures made on the other instance', async () => {
    const staff = await createTestStaff(first.database.db);
    for (let i = 0; i < 2; i += 1) expect((await signInRequest(first.baseUrl, staff.email, 'wrong password!')).status).toBe(401);
    // Counted under a digest: neither the email nor the address is stored.
    const keys = await queryRows<{ key: string }>(first.database.db, sql`select key from rate_limit_counters`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter(({ key }) => key.includes(staff.email) || key.includes('127.0.0.1'))).toEqual([]);
    // The third failure in the window waits the base delay, whichever instance answers it.
    const third = await signInRequest(second.baseUrl, staff.email, 'wrong password!');
    expect(third.status).toBe(401);
    expect(third.elapsedMs).toBeGreaterThanOrEqual(1400);
    // A right password still signs in after the delay, and clears the count for every instance.
    expect((await signInRequest(second.baseUrl, staff.email, staff.password)).status).toBe(200);
    const after = await signInRequest(first.baseUrl, staff.email, 'wrong password!');
    expect(after.elapsedMs).toBeLessThan(1400);
  });
});

describe('rate limits counted in Redis (REDIS_URL)', () => {
  const prefix = `recourse-test-${randomBytes(4).toString('hex')}:`;
  const env = { ...INTAKE, REDIS_URL, REDIS_KEY_PREFIX: prefix };
  let redis: Redis;
  let a: AppOnDatabase;
  let b: AppOnDatabase;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    [a, b] = await Promise.all([startAppOnDatabase(first.database, env), startAppOnDatabase(first.database, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('reaches the per-address intake limit across two instances, with the counter in Redis under the prefix', async () => {
    const statuses = await alternate([a.baseUrl, b.baseUrl], 7);
    expect(created(statuses)).toBe(4);
    expect(statuses[0].at(-1)).toBe(429);
    expect(statuses[1].at(-1)).toBe(429);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((key) => key.includes(intakeEndpoints.submitAssessment.path))).toBe(true);
  });
});

describe('a limit store that cannot answer', () => {
  it('lets requests through at once rather than failing them (Redis unreachable)', async () => {
    const unreachable = await startAppOnDatabase(first.database, {
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: 'recourse-test-unreachable:',
    });
    try {
      const reply = await callApi(unreachable.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment() });
      expect(reply.status).toBe(201);
      expect(reply.elapsedMs).toBeLessThan(1000);
    } finally {
      await unreachable.close();
    }
  });
});
