import { count } from 'drizzle-orm';
import type { ContactInput } from '../../contract/intake/contact';
import type { AssessmentInput } from '../../contract/intake/assessment';
import type { Db } from '../platform/db/client';
import { contactSubmissions } from '../platform/db/schema';
import { expect } from 'vitest';
import { api, obj } from './http';
import { uniqueEmail } from './unique-email';

/** Valid intake bodies (assessment and contact) and the contact row count. */

export function validAssessment(overrides: Partial<Record<keyof AssessmentInput, unknown>> = {}): Record<string, unknown> {
  const body: AssessmentInput = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: uniqueEmail('visitor'),
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

export async function contactCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactSubmissions);
  return row.n;
}

/** What a lead from the website starts as, whatever was sent. */
export const NEW_WEBSITE_LEAD = {
  status: 'new',
  priority: 'medium',
  source: 'website',
  crmSyncStatus: 'pending',
  userId: null,
  notes: null,
  assignedTo: null,
} as const;

/** Sends `body` to `path`, expects `status` with a `{ message }` body and that `count()` did not move; answers the body. */
export async function expectRefusal(baseUrl: string, path: string, body: unknown, count: () => Promise<number>, status = 400) {
  const before = await count();
  const response = await api(baseUrl, 'POST', path, { body });
  expect(response.status).toBe(status);
  expect(typeof obj(response).message).toBe('string');
  expect(await count()).toBe(before);
  return obj(response);
}
