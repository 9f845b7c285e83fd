import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contract zod schema: the same schema the server parses the
 * body with, so a screen shows the server's own rules before sending. (The landing page's forms
 * load their resolver lazily instead, to keep zod out of its first chunk.)
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}
