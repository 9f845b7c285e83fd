import type { Assessment } from '../../../contract/intake/assessment';
import type { Contact } from '../../../contract/intake/contact';
import { Batcher } from '../../platform/batcher';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import type { Consent } from './consent';
import type { BatchOptions, NewLead } from './lead-batch-insert';
import { type StoredAssessment, storeAssessments } from './store-assessments';
import { submitAssessment } from './submit-assessment';
import { submitContact } from './submit-contact';

/** The landing page's forms: assessments, stored in batches as they arrive, and contact messages. */
export function createIntakeService(db: Db, consent: Consent, options: BatchOptions, notifier: Notifier) {
  const leadInserts = new Batcher<NewLead, StoredAssessment>((batch) => storeAssessments(db, batch, options));
  return {
    /** Stores a lead; a lead with that email already there answers 409. */
    submitAssessment: (assessment: Assessment) => submitAssessment(leadInserts, consent, assessment),
    /** Stores a contact message and queues its sender's receipt. */
    submitContact: (contact: Contact) => submitContact(db, notifier, contact),
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
