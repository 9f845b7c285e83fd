import type { z } from 'zod';

/** An error whose message is meant for the caller, sent as `{ message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Parses a request part with a contract schema; the first problem becomes a 400. When that problem is
 * about one of `namedFields`, the body names it (`field`), so the form can say it at that field.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, namedFields: readonly string[] = []): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    const extra = typeof field === 'string' && namedFields.includes(field) ? { field } : {};
    throw new HttpError(400, issue?.message ?? 'Invalid request', extra);
  }
  rejectUnstorableText(result.data);
  return result.data;
}

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain null characters or invalid Unicode';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold U+0000, and its JSON parser refuses a lone surrogate: a value
 * carrying either would fail its insert with a 500 (and, with coalesced inserts, every other row
 * of the batch). Neither can be typed into a form; both are refused here as a 400.
 */
export function rejectUnstorableText(value: unknown): void {
  if (typeof value === 'string') {
    if (NUL_OR_LONE_SURROGATE.test(value)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
  } else if (Array.isArray(value)) {
    for (const item of value) rejectUnstorableText(item);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) rejectUnstorableText(item);
  }
}
