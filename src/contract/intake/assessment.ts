import { z } from 'zod';
import { emailField, personNameField, phoneField, requiredText } from '../shared/fields';
import { ASSESSMENT_FIELD_LABELS, assessmentMessages, CASE_DETAILS_MAX, CASE_DETAILS_MIN, DEFAULT_EXPERT_CALL_TIME } from './assessment-messages';
import { AMOUNT_LOST_RANGES, ASSESSMENT_CURRENCIES, COUNTRIES, DEPOSIT_METHODS } from '../shared/options';

function choice<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

const attribution = (max: number) =>
  z
    .string({ error: 'Campaign details must be text' })
    .trim()
    .max(max, `Campaign details must be ${max} characters or less`)
    .nullish()
    .transform((value) => value || null);

/**
 * The free case assessment, as the visitor sends it. The same schema checks the form in the
 * browser and the body on the server; fields a visitor may not set are not part of it.
 */
export const assessmentSchema = z.object({
  firstName: personNameField(assessmentMessages.firstName, ASSESSMENT_FIELD_LABELS.firstName),
  lastName: personNameField(assessmentMessages.lastName, ASSESSMENT_FIELD_LABELS.lastName),
  email: emailField(assessmentMessages.email),
  phone: phoneField(assessmentMessages.phone),
  country: choice(COUNTRIES, assessmentMessages.country),
  amountLost: choice(AMOUNT_LOST_RANGES, assessmentMessages.amountLost),
  currency: choice(ASSESSMENT_CURRENCIES, 'Please choose a currency from the list').default('USD'),
  depositMethod: choice(DEPOSIT_METHODS, assessmentMessages.depositMethod),
  companyName: requiredText(assessmentMessages.companyName, 200),
  expertCallTime: z
    .string({ error: 'Expert call time must be text' })
    .trim()
    .max(100, 'Expert call time must be 100 characters or less')
    .default('')
    .transform((value) => value || DEFAULT_EXPERT_CALL_TIME),
  caseDetails: z
    .string({ error: assessmentMessages.caseDetailsMin })
    .trim()
    .min(CASE_DETAILS_MIN, assessmentMessages.caseDetailsMin)
    .max(CASE_DETAILS_MAX, assessmentMessages.caseDetailsMax),
  /** Agreement to share the case with the named partner firm; without it the lead never leaves. */
  consentToShare: z.boolean({ error: 'Consent must be yes or no' }).default(false),
  /** Where the visit came from: the page's own utm_ parameters and referring site, first touch. */
  utmSource: attribution(100),
  utmMedium: attribution(100),
  utmCampaign: attribution(200),
  referrer: attribution(500),
  /**
   * The form's own random id for this sending. The same sending arriving twice (a proxy's retry after
   * an instance stopped mid-request) is answered with the assessment it stored, not as a duplicate.
   */
  sendingId: z
    .uuid({ error: 'Sending id must be a UUID' })
    .nullish()
    .transform((value) => value ?? null),
});

export type AssessmentInput = z.input<typeof assessmentSchema>;
export type Assessment = z.output<typeof assessmentSchema>;

/** The stored assessment: its id, and a reference the visitor can quote (unguessable, never the row number). */
export const assessmentCreatedSchema = z.object({ id: z.number().int(), reference: z.string() });
export type AssessmentCreated = z.infer<typeof assessmentCreatedSchema>;

// Messages, labels and limits live in a zod-free module so the browser can use them without zod.
export * from './assessment-messages';
