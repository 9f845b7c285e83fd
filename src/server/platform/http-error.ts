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
    // A nested field is named by its dotted path ("bankDetails.iban") when the form names it so.
    const nested = issue?.path.join('.');
    const field = nested && namedFields.includes(nested) ? nested : issue?.path[0];
    const extra = typeof field === 'string' && namedFields.includes(field) ? { field } : {};
    throw new HttpError(400, issue?.message ?? 'Invalid request', extra);
  }
  rejectUnstorableText(result.data);
  return result.data;
}

/** No request of ours nests deeper than a few levels; past this a body is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;
export const NESTED_TOO_DEEPLY_MESSAGE = 'The request body is nested too deeply';
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain null characters or invalid Unicode';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold U+0000, and its JSON parser refuses a lone surrogate: a value
 * carrying either would fail its insert with a 500 (and, with coalesced inserts, every other row
 * of the batch). Neither can be typed into a form; both are refused here as a 400. A value nested
 * deeper than MAX_BODY_DEPTH (a free-form field can hold anything the body limit allows) is refused
 * too: walked without recursion, so a 20,000-deep array answers our message, not the engine's.
 */
export function rejectUnstorableText(value: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (NUL_OR_LONE_SURROGATE.test(current)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
    } else if (current !== null && typeof current === 'object') {
      if (next.depth >= MAX_BODY_DEPTH) throw new HttpError(400, NESTED_TOO_DEEPLY_MESSAGE);
      for (const item of Object.values(current)) pending.push({ value: item, depth: next.depth + 1 });
    }
  }
}
