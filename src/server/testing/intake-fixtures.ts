import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AssessmentInput } from '../../contract/intake/assessment';
import type { ContactInput } from '../../contract/intake/contact';
import type { intakeEndpoints } from '../../contract/intake/endpoints';
import type { Db } from '../platform/db/client';
import { contactSubmissions } from '../platform/db/schema';
import { errorBodySchema } from '../../contract/shared/fields';
import { callApi, unchecked } from './http';
import { uniqueEmail } from './unique-email';

/** Valid intake bodies (assessment and contact) and the contact row count. */

export function validAssessment(overrides: Partial<AssessmentInput> = {}): AssessmentInput {
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

export function validContact(overrides: Partial<ContactInput> = {}): ContactInput {
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

/**
 * Sends `body` (typed or not: it is meant to be refused) to one of the landing forms' endpoints, expects
 * `status` with a `{ message }` body and that `count()` did not move; answers the body.
 */
export async function expectRefusal(
  baseUrl: string,
  endpoint: (typeof intakeEndpoints)[keyof typeof intakeEndpoints],
  body: unknown,
  count: () => Promise<number>,
  status = 400,
) {
  const before = await count();
  const response = await callApi(baseUrl, endpoint, { body: unchecked(body) });
  expect(response.status, response.text).toBe(status);
  expect(await count()).toBe(before);
  // The `{ message }` body every refusal has (with the missing fields or the bad one when it names them).
  return errorBodySchema.parse(response.json);
}
