import { count } from 'drizzle-orm';
import type { ContactInput } from '../../contract/intake/contact';
import type { AssessmentInput } from '../../contract/intake/assessment';
import type { Db } from '../platform/db/client';
import { clientSubmissions, contactSubmissions } from '../platform/db/schema';

/** Shared by the intake integration and property tests: valid bodies and row counts. */

let sequence = 0;

/** An email no other call in this process has used. */
export function uniqueEmail(prefix = 'visitor'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}@example.com`;
}

export function validAssessment(overrides: Partial<Record<keyof AssessmentInput, unknown>> = {}): Record<string, unknown> {
  const body: AssessmentInput = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: uniqueEmail(),
    phone: '+44 (20) 7946-0958',
    country: 'United Kingdom',
    amountLost: '10000-25000',
    currency: 'GBP',
    depositMethod: 'bank-transfer',
    companyName: 'FakeTrade Ltd',
    expertCallTime: 'Weekday mornings',
    caseDetails: 'I sent money to a trading platform that will not let me withdraw.',
  };
  return { ...body, ...overrides };
}

export function validContact(overrides: Partial<Record<keyof ContactInput, unknown>> = {}): Record<string, unknown> {
  const body: ContactInput = {
    firstName: 'Ben',
    lastName: 'Ode',
    email: uniqueEmail('contact'),
    phone: '+1 555 0100',
    subject: 'A question',
    message: 'How long does an assessment usually take?',
  };
  return { ...body, ...overrides };
}

export async function leadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientSubmissions);
  return row.n;
}

export async function contactCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactSubmissions);
  return row.n;
}

/** Sends a raw body (already JSON text, or anything else) with a JSON content type. */
export async function postRaw(baseUrl: string, path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}
