import { type Assessment, type AssessmentCreated, DUPLICATE_ASSESSMENT_MESSAGE } from '../../../contract/intake/assessment';
import type { Batcher } from '../../platform/batcher';
import { HttpError } from '../../platform/http-error';
import type { Consent } from './consent';
import type { NewLead } from './lead-batch-insert';
import { newAssessmentReference } from './reference';
import type { StoredAssessment } from './store-assessments';

/** The lead an assessment makes: what the visitor sent, their consent in our words, where the visit came from. */
function leadOf(assessment: Assessment, consent: Consent): NewLead {
  const consented = assessment.consentToShare && consent.text !== null;
  return {
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
  };
}

/** Stores a lead with the next batch; a lead with that email already there answers 409. */
export async function submitAssessment(
  inserts: Batcher<NewLead, StoredAssessment>,
  consent: Consent,
  assessment: Assessment,
): Promise<AssessmentCreated> {
  const created = await inserts.add(leadOf(assessment, consent));
  if (created instanceof Error) throw created;
  if (created === null) throw new HttpError(409, DUPLICATE_ASSESSMENT_MESSAGE);
  return created;
}
