import { z } from 'zod';

/** How many records of each kind a purge removed (or, in a dry run, would remove). */
export const purgeCountsSchema = z.object({
  leads: z.number().int(),
  contactMessages: z.number().int(),
  chats: z.number().int(),
  clients: z.number().int(),
  complaints: z.number().int(),
});
export type PurgeCounts = z.infer<typeof purgeCountsSchema>;

export const purgeResultSchema = z.object({
  dryRun: z.boolean(),
  /** Another instance was purging at that moment: this run did nothing. */
  skipped: z.boolean(),
  counts: purgeCountsSchema,
});
export type PurgeResult = z.infer<typeof purgeResultSchema>;

export const purgeQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true'),
});
