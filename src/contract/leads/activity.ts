// A lead's notes and its activity timeline.
import { z } from 'zod';

/** A dated, signed note on a lead; the lead's own single notes field is the first entry (`id` null). */
export const leadNoteSchema = z.object({
  id: z.number().int().nullable(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNoteListSchema = z.object({ items: z.array(leadNoteSchema) });
export const createLeadNoteSchema = z.object({
  body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(5000, 'A note must be 5000 characters or less'),
});

/** One line of a lead's activity: a note, a change, an email sent, a CRM attempt, a linked chat. */
export const LEAD_ACTIVITY_KINDS = ['received', 'note', 'change', 'email', 'crm', 'chat'] as const;
export const leadActivitySchema = z.object({
  /** Unique within the lead's activity (`note-12`). */
  id: z.string(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  at: z.string(),
  /** Who did it (staff name), null for the visitor or the system. */
  by: z.string().nullable(),
  /** The note, the email's subject, the CRM error or the chat's last message. */
  text: z.string().nullable(),
  /** A change: the audit action and the fields before and after. */
  action: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** An email's or a CRM attempt's outcome (sent, failed, queued, done...). */
  status: z.string().nullable(),
  /** CRM: how many calls were made. */
  attempts: z.number().int().nullable(),
  /** A linked chat. */
  chatRoomId: z.number().int().nullable(),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;
export const leadActivityListSchema = z.object({ items: z.array(leadActivitySchema) });
