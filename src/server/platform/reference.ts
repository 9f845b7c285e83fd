import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: nothing to misread on the phone

// Random bytes are drawn 4 KiB at a time and each byte used once: a draw per reference was a
// noticeable part of a busy intake's CPU.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function randomTen(): Buffer {
  if (used + 10 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += 10;
  return pool.subarray(used - 10, used);
}

/** A reference a person can quote, like `RC-7F3K9-QXA2M`: 50 random bits, unguessable, never the row number. */
export function newReference(prefix: string): string {
  const bytes = randomTen();
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return `${prefix}-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
