import { z } from 'zod';
import { hasPhoneDigits, PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE, PHONE_PATTERN } from './phone';

/** Trimmed, lowercased email; the one email rule of every form. */
export function emailField(message: string) {
  return z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));
}

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be ${max} characters or less`);
}

/** Optional text: blank is none (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((value) => value || null);

// 13 or more digits, alone or split by single spaces or dashes: a card number, Luhn-valid or mistyped.
const CARD_LIKE_DIGITS = /\d(?:[ -]?\d){12}/;
export const cardInNameMessage = (label: string) => `${label} cannot contain a card number: we never need one`;

/** A person's first or last name: required text that refuses a card number typed into it. */
export function personNameField(requiredMessage: string, label: string) {
  return requiredText(requiredMessage, 100).refine((name) => !CARD_LIKE_DIGITS.test(name), cardInNameMessage(label));
}

export function phoneField(requiredMessage: string) {
  return requiredText(requiredMessage, 40).regex(PHONE_PATTERN, PHONE_CHARACTERS_MESSAGE).refine(hasPhoneDigits, PHONE_DIGITS_MESSAGE);
}

/** The error body of every failed `/api` call. */
export const errorBodySchema = z.object({
  message: z.string(),
  missingFields: z.array(z.string()).optional(),
  field: z.string().optional(),
  /** A staff sign-in that needs the two-factor code (401). */
  mfaRequired: z.boolean().optional(),
  /** A staff member who must set up two-factor sign-in before going on (403, STAFF_MFA_REQUIRED). */
  mfaEnrolmentRequired: z.boolean().optional(),
  /** An upload refused because the client's documents already fill their quota (413). */
  uploadQuotaReached: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { hasPhoneDigits, keepPhoneCharacters, PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE, PHONE_PATTERN } from './phone';

/** A numeric id in a URL: decimal digits only (not `1e3`, `0x10` or `1.0`), at most PostgreSQL's integer. */
export const idParamSchema = z.object({
  id: z
    .string({ error: 'Invalid id' })
    .regex(/^\d{1,10}$/, 'Invalid id')
    .transform(Number)
    .pipe(z.number().int().positive('Invalid id').max(2_147_483_647, 'Invalid id')),
});

/** A list filter: one option of the list, or 'all' (also '' or absent), which reads as null. */
export function filterChoice<T extends readonly [string, ...string[]]>(options: T, name: string) {
  return z
    .union([z.enum(options), z.literal('all'), z.literal('')], { error: `Unknown ${name}` })
    .default('all')
    .transform((v) => (v === '' || v === 'all' ? null : (v as T[number])));
}

/** Rows per page of a staff list read newest first; the next page is asked for with `?before=` the last row's id. */
export const STAFF_LIST_PAGE_SIZE = 100;
export const STAFF_LIST_PAGING = `Newest first, ${STAFF_LIST_PAGE_SIZE} at a time: \`before\` (the last id shown) gives the older ones.`;

/** `?before=` of a staff list read a page at a time, newest first: the last id shown. */
export const beforeIdField = idParamSchema.shape.id.optional();

/**
 * `?page=&pageSize=` of a staff list read a page at a time: the page (from 1) and its rows. The reply
 * says `total`, the rows every page together hold, so the list can say where it stands.
 */
export function pageQueryFields(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(1_000_000, 'Page must be 1000000 or less')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be 1 or more')
      .max(maxSize, `Page size must be ${maxSize} or less`)
      .default(defaultSize),
  };
}
/** What a list read with `pageQueryFields` answers besides its rows. */
export const pageReplyFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** `?q=` of a staff list's search. */
export const staffSearchField = z.string({ error: 'Search must be text' }).trim().max(200, 'Search must be 200 characters or less').default('');

/** `?status=&before=` of a staff list narrowed to one status (or every one), a page at a time, newest first. */
export function statusPageSchema<T extends readonly [string, ...string[]]>(statuses: T) {
  return z.object({ status: filterChoice(statuses, 'status'), before: beforeIdField });
}

/** What a client is told when staff refuse their document or payout: required with a rejection, never internal notes. */
export const REJECTION_REASON_MAX = 500;
export const rejectionReasonField = z
  .string({ error: 'The reason must be text' })
  .trim()
  .max(REJECTION_REASON_MAX, `The reason must be ${REJECTION_REASON_MAX} characters or less`)
  .nullable()
  .optional();

/** A rejection needs a reason, told to the client. */
export function requireReasonToReject(value: { status: string; reason?: string | null }, ctx: z.RefinementCtx, what: string): void {
  if (value.status === 'rejected' && !value.reason?.trim()) {
    ctx.addIssue({ code: 'custom', message: `Give the client a reason for rejecting the ${what}`, path: ['reason'] });
  }
}

/** The reason kept with a review: the one given when it rejects, none otherwise. */
export function keptRejectionReason(change: { status: string; reason?: string | null }): string | null {
  return change.status === 'rejected' ? (change.reason ?? null) : null;
}

/** An admin places or releases a legal hold on a lead or client account (UK GDPR 17(3)). */
export const legalHoldFields = {
  legalHold: z.boolean({ error: 'legalHold must be true or false' }).optional(),
  holdReason: z.string({ error: 'The hold reason must be text' }).trim().max(500, 'The hold reason must be 500 characters or less').optional(),
};
export const HOLD_REASON_REQUIRED_MESSAGE = 'Say why the record is held';
/** A hold needs its reason. */
export function requireHoldReason(value: { legalHold?: boolean; holdReason?: string }, ctx: z.RefinementCtx): void {
  if (value.legalHold === true && !value.holdReason) ctx.addIssue({ code: 'custom', message: HOLD_REASON_REQUIRED_MESSAGE, path: ['holdReason'] });
}
/** What an erasure of a held record answers (409). */
export const heldRecordMessage = (reason: string) => `This record is under a legal hold and cannot be erased: ${reason}`;
/** What an erasure answers (409) while the person has a complaint still open: complaint records are kept (DISP 1.9). */
export const openComplaintErasureMessage = (reference: string) =>
  `This person's complaint ${reference} is still open: their data can be erased once it has its final response or summary resolution (the complaint itself is kept for its own period)`;

// PostgreSQL has no year 0000 (the year before 1 is 1 BC): such a date is refused here, not by the database.
const FIRST_STORABLE_MOMENT = Date.parse('0001-01-02T00:00:00Z');

/** A calendar date (YYYY-MM-DD) that can be stored. */
export const calendarDate = (message: string) => z.iso.date({ error: message }).refine((value) => !value.startsWith('0000'), message);

/** A moment with its offset (ISO 8601) that can be stored, whatever the time zone it falls in. */
export const momentField = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((value) => Date.parse(value) >= FIRST_STORABLE_MOMENT, message);
