import { z } from 'zod';
import { errorBodySchema } from './fields';

/** The `{ message }` reply of each listed failure status, for an endpoint's `replies`. */
export function failures<const C extends number>(...codes: C[]): Record<C, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<C, typeof errorBodySchema>;
}

/** A reply with no body. (Typed as a record so that a spread keeps 204 a number, as the statuses of `failures` are.) */
export const noContent: Record<204, z.ZodNull> = { 204: z.null().describe('No content') };

/** The documented reply of a file download (its bytes are not JSON). */
export const fileReply = (what: string) => z.unknown().describe(what);
