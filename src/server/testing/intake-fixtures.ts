import { count } from 'drizzle-orm';
import type { ContactInput } from '../../contract/intake/contact';
import type { AssessmentInput } from '../../contract/intake/assessment';
import type { Db } from '../platform/db/client';
import { contactSubmissions } from '../platform/db/schema';
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
