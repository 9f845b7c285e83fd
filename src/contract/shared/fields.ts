import { z } from 'zod';
import { PHONE_CHARACTERS_MESSAGE, PHONE_PATTERN } from './phone';

/** Trimmed, lowercased email; the one email rule of every form. */
export function emailField(message: string) {
  return z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));
}

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be ${max} characters or less`);
}

export function phoneField(requiredMessage: string) {
  return requiredText(requiredMessage, 40).regex(PHONE_PATTERN, PHONE_CHARACTERS_MESSAGE);
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
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { keepPhoneCharacters, PHONE_CHARACTERS_MESSAGE, PHONE_PATTERN } from './phone';

/** A numeric id in a URL. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});

/** A list filter: one option of the list, or 'all' (also '' or absent), which reads as null. */
export function filterChoice<T extends readonly [string, ...string[]]>(options: T, name: string) {
  return z
    .union([z.enum(options), z.literal('all'), z.literal('')], { error: `Unknown ${name}` })
    .default('all')
    .transform((v) => (v === '' || v === 'all' ? null : (v as T[number])));
}
