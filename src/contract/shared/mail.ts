import { z } from 'zod';

/** An email that could not be delivered after every attempt (shown to admins). */
export const failedMailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  kind: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const MAIL_NOT_FAILED_MESSAGE = 'No failed email with this id';
