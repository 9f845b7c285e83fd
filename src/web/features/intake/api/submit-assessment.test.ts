import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSchema, type Assessment } from '../../../../contract/intake/assessment';
import { submitAssessment } from './submit-assessment';

// A loopback server that answers each sending as told: stored, refused, a proxy's 502, or no answer at all
// (the connection dropped after the request arrived, as when an answer is lost on the way).
type Answer = 'stored' | 'refused' | 'bad-gateway' | 'lost';
const answers: Answer[] = [];
const sendings: { sendingId: string; firstName: string }[] = [];
let server: Server;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      sendings.push(JSON.parse(text));
      const answer = answers.shift() ?? 'stored';
      if (answer === 'lost') return request.socket.destroy();
      const [status, body] =
        answer === 'stored'
          ? [201, { id: 1, reference: 'RC-ABCDE-FGHJK' }]
          : answer === 'refused'
            ? [409, { message: 'A submission with this email already exists' }]
            : [502, {}];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's own origin, as in the browser.
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const ann: Assessment = assessmentSchema.parse({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+44 20 7946 0958',
  country: 'United Kingdom',
  amountLost: '10000-25000',
  depositMethod: 'bank-transfer',
  companyName: 'TradeFX Pro',
  caseDetails: 'They stopped answering after my second deposit.',
});

/** Sends `assessment` once, the server answering as told; answers the sending id it carried. */
async function send(assessment: Assessment, answer: Answer): Promise<string> {
  answers.push(answer);
  await submitAssessment(assessment).catch(() => {});
  return (sendings.at(-1) as { sendingId: string }).sendingId;
}

describe('submitAssessment: the sending id', () => {
  it('is kept when the visitor sends the same form again after an answer was lost or the server failed, and only then', async () => {
    const first = await send(ann, 'lost');
    expect(await send(ann, 'bad-gateway')).toBe(first);
    expect(await send(ann, 'stored')).toBe(first);
    // Answered: the next sending is a new one, even with the same fields.
    const next = await send(ann, 'refused');
    expect(next).not.toBe(first);
    // Refused (an answer too): new again.
    expect(await send(ann, 'stored')).not.toBe(next);
  });

  it('is new when the form changed after a lost answer', async () => {
    const first = await send(ann, 'lost');
    expect(await send({ ...ann, firstName: 'Anne' }, 'stored')).not.toBe(first);
    expect(sendings.at(-1)?.firstName).toBe('Anne');
  });
});
