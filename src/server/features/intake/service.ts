import type { Contact } from '../../../contract/intake/contact';
import {
  ASSESSMENT_REQUIRED_FIELDS,
  DUPLICATE_ASSESSMENT_MESSAGE,
  assessmentSchema,
  type Assessment,
  type AssessmentCreated,
} from '../../../contract/intake/assessment';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { type clientSubmissions, contactSubmissions } from '../../platform/db/schema';
import { HttpError, rejectUnstorableText } from '../../platform/http-error';
import { Batcher } from '../../platform/batcher';
import {
  type BatchOptions,
  earlierSendings,
  insertLeadBatch,
  isReferenceClash,
  keepResentAssessments,
  nextCaseworkers,
  sendingKey,
} from './lead-batch-insert';
import { newAssessmentReference } from './reference';

export interface Consent {
  /** The partner a consenting visitor's case may be shared with; null when there is none. */
  partnerName: string | null;
  text: string | null;
}

export function consentText(companyName: string, partnerName: string | undefined): Consent {
  if (!partnerName) return { partnerName: null, text: null };
  return {
    partnerName,
    text: `I agree that ${companyName} may share my case details with its partner ${partnerName} to help recover my funds.`,
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks an assessment body the way the form does: absent fields are listed together, a bad
 * email is named, and any other problem gives its own message.
 */
export function parseAssessment(body: unknown): Assessment {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const missingFields = ASSESSMENT_REQUIRED_FIELDS.filter((name) => isBlank(fields[name]));
  if (missingFields.length > 0) {
    throw new HttpError(400, 'Missing required fields', { missingFields });
  }
  const result = assessmentSchema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue.path[0] === 'email') throw new HttpError(400, issue.message, { field: 'email' });
    throw new HttpError(400, issue.message);
  }
  rejectUnstorableText(result.data);
  return result.data;
}

type NewLead = typeof clientSubmissions.$inferInsert;

export function createIntakeService(db: Db, consent: Consent, options: BatchOptions, notifier: Notifier) {
  const leadInserts = new Batcher<NewLead, AssessmentCreated | null | Error>(async (batch) => {
    let rows = batch;
    if (options.roundRobin) {
      const turns = await nextCaseworkers(db, rows.length);
      rows = rows.map((row, i) => ({ ...row, assignedTo: turns[i] }));
    }
    let inserted: Awaited<ReturnType<typeof insertLeadBatch>>;
    try {
      inserted = await insertLeadBatch(db, rows, options);
    } catch (error) {
      if (!isReferenceClash(error)) throw error;
      inserted = await insertLeadBatch(
        db,
        rows.map((row) => ({ ...row, reference: newAssessmentReference() })),
        options,
      );
    }
    // Within one statement the first row with an email wins; every other one is a duplicate, unless
    // it is the same sending again (same sending id and email), which gets the same answer.
    const byEmail = new Map(inserted.map((r) => [r.email, { id: r.id, reference: r.reference }]));
    const sent = new Map<string, AssessmentCreated>();
    const keys = rows.map((row) => (row.sendingId ? sendingKey(row.email, row.sendingId) : null));
    const created = rows.map((row, i) => {
      const stored = byEmail.get(row.email);
      byEmail.delete(row.email);
      if (stored && keys[i]) sent.set(keys[i], stored);
      return stored;
    });
    const again = rows.filter((row, i) => !created[i] && keys[i] && !sent.has(keys[i]));
    if (again.length > 0) {
      // The batch is stored: a failed look-up only leaves these copies refused as duplicates.
      const earlier = await earlierSendings(db, again).catch(() => new Map<string, AssessmentCreated>());
      for (const [key, stored] of earlier) sent.set(key, stored);
    }
    const answers: (AssessmentCreated | null | Error)[] = created.map((stored, i) => stored ?? (keys[i] ? sent.get(keys[i]) : undefined) ?? null);
    const duplicates = rows.filter((_, i) => answers[i] === null);
    if (duplicates.length > 0) {
      // What they sent is kept on the lead their email has before they are told it exists. The batch's
      // new leads are stored whatever happens here: only the duplicates are asked to send again.
      const failed = await keepResentAssessments(db, duplicates).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      if (failed) return answers.map((answer) => answer ?? failed);
    }
    return answers;
  });

  return {
    /** Stores a lead; a lead with that email already there answers 409. */
    async submitAssessment(assessment: Assessment): Promise<AssessmentCreated> {
      const consented = assessment.consentToShare && consent.text !== null;
      const created = await leadInserts.add({
        reference: newAssessmentReference(),
        firstName: assessment.firstName,
        lastName: assessment.lastName,
        email: assessment.email,
        phone: assessment.phone,
        country: assessment.country,
        amountLost: assessment.amountLost,
        currency: assessment.currency,
        depositMethod: assessment.depositMethod,
        companyName: assessment.companyName,
        expertCallTime: assessment.expertCallTime,
        caseDetails: assessment.caseDetails,
        consentToShare: consented,
        consentText: consented ? consent.text : null,
        consentAt: consented ? new Date().toISOString() : null,
        // The source is the campaign's utm_source when the visit had one, else website.
        source: assessment.utmSource ?? 'website',
        utmMedium: assessment.utmMedium,
        utmCampaign: assessment.utmCampaign,
        referrer: assessment.referrer,
        sendingId: assessment.sendingId,
      });
      if (created instanceof Error) throw created;
      if (created === null) throw new HttpError(409, DUPLICATE_ASSESSMENT_MESSAGE);
      return created;
    },

    /** Stores a contact message and queues its sender's receipt, which holds none of what they wrote. */
    async submitContact(contact: Contact): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactSubmissions)
          .values({
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            phone: contact.phone || null,
            subject: contact.subject || null,
            message: contact.message,
          })
          .returning({ id: contactSubmissions.id });
        await notifier.toAddress(tx, contact.email, 'contact_received', '/');
        return row;
      });
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
