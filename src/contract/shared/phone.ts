// Phone-number characters, free of zod (see intake-messages.ts). `fields.ts` re-exports them.

/** Digits, plus, hyphen, space, parentheses and period. */
export const PHONE_PATTERN = /^[0-9+\-\s().]+$/;
export const PHONE_CHARACTERS_MESSAGE = 'Phone number can only contain numbers and symbols (+, -, space, parentheses, periods)';

/** The fewest digits of a number staff can call back (short local numbers included); "()" or "+" alone is not one. */
export const PHONE_MIN_DIGITS = 5;
export const PHONE_DIGITS_MESSAGE = `Phone number needs at least ${PHONE_MIN_DIGITS} digits`;
export function hasPhoneDigits(value: string): boolean {
  return (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
}

/** What the phone inputs keep of what is typed: letters and other symbols are dropped. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^0-9+\-\s().]/g, '');
}
