// Phone-number characters, free of zod (see intake-messages.ts). `fields.ts` re-exports them.

/** Digits, plus, hyphen, space, parentheses and period. */
export const PHONE_PATTERN = /^[0-9+\-\s().]+$/;
export const PHONE_CHARACTERS_MESSAGE = 'Phone number can only contain numbers and symbols (+, -, space, parentheses, periods)';

/** What the phone inputs keep of what is typed: letters and other symbols are dropped. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^0-9+\-\s().]/g, '');
}
