import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeEndpoints } from '../../contract/intake/endpoints';
import { callApi, type AppOnDatabase, messageOf, startAppOnDatabase, startTestApp, type TestApp, validContact } from '../testing';

// TRUST_PROXY names the proxy: behind it each forwarded client has its own per-address limits, and
// a client that is not the proxy cannot choose its address with X-Forwarded-For.
const LIMIT = { CONTACT_RATE_LIMIT_MAX: '2' };
let behindProxy: TestApp; // the test talks from 127.0.0.1, which is the trusted proxy
let direct: AppOnDatabase; // the trusted proxy is elsewhere: the test is a client like any other

beforeAll(async () => {
  behindProxy = await startTestApp({ ...LIMIT, TRUST_PROXY: '127.0.0.1' });
  direct = await startAppOnDatabase(behindProxy.database, { ...LIMIT, TRUST_PROXY: '10.20.30.40/32,192.168.7.0/24' });
});

afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

const contact = (baseUrl: string, forwardedFor: string) =>
  callApi(baseUrl, intakeEndpoints.submitContact, { body: validContact(), headers: { 'x-forwarded-for': forwardedFor } });

describe('behind the trusted proxy', () => {
  it('gives each forwarded client its own limit', async () => {
    for (let i = 0; i < 2; i += 1) expect((await contact(behindProxy.baseUrl, '203.0.113.1')).status).toBe(201);
    const limited = await contact(behindProxy.baseUrl, '203.0.113.1');
    expect(limited.status).toBe(429);
    // In plain words, with how long to wait, as the form shows it.
    expect(messageOf(limited)).toMatch(/^Too many requests in a short time\. Please wait \d+ (second|minute|hour)s? and try again\.$/);
    // Another visitor through the same proxy is not limited by the first one's requests.
    expect((await contact(behindProxy.baseUrl, '203.0.113.2')).status).toBe(201);
  });

  it('believes only the address the proxy itself saw, not what the client put before it', async () => {
    // The proxy appends the address it saw; whatever the client sent itself comes first.
    for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await contact(behindProxy.baseUrl, `${spoofed}, 203.0.113.1`)).status).toBe(429);
    }
  });
});

describe('from a client that is not the proxy', () => {
  it('ignores X-Forwarded-For: every address it claims shares its one limit', async () => {
    expect((await contact(direct.baseUrl, '198.51.100.10')).status).toBe(201);
    expect((await contact(direct.baseUrl, '198.51.100.11')).status).toBe(201);
    expect((await contact(direct.baseUrl, '198.51.100.12')).status).toBe(429);
    expect((await contact(direct.baseUrl, '10.20.30.40')).status).toBe(429);
  });
});
