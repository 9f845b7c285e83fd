import type { z } from 'zod';

/**
 * A form's schema whose values, once turned into the request body by `toBody`, are checked by the
 * contract's own schema: its messages show at the fields they name (the first field of each issue).
 */
export function checkedByContract<V extends z.ZodRawShape, B>(
  fields: z.ZodObject<V>,
  toBody: (values: z.output<z.ZodObject<V>>) => B,
  contract: z.ZodType,
) {
  return fields.superRefine((values, ctx) => {
    const result = contract.safeParse(toBody(values));
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) as (string | number)[] });
  });
}

/** A text box's value as an optional field of a body: blank is none. */
export const orNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);
