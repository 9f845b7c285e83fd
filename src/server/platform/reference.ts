import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: nothing to misread on the phone

/** A reference a person can quote, like `RC-7F3K9-QXA2M`: 50 random bits, unguessable, never the row number. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return `${prefix}-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
