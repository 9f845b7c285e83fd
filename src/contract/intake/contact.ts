import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_REPLY_MAX } from './contact-messages';
import {
  emailField,
  hasPhoneDigits,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_DIGITS_MESSAGE,
  PHONE_PATTERN,
  personNameField,
  requiredText,
  staffSearchField,
  statusPageSchema,
} from '../shared/fields';
import { labelledValues } from '../shared/options';

export const contactSchema = z.object({
  firstName: personNameField('First name is required', 'First name'),
  lastName: personNameField('Last name is required', 'Last name'),
  email: emailField('Valid email is required'),
  phone: z
    .string({ error: 'Phone number must be text' })
    .trim()
    .max(40, 'Phone number must be 40 characters or less')
    .refine((v) => v === '' || PHONE_PATTERN.test(v), PHONE_CHARACTERS_MESSAGE)
    .refine((v) => v === '' || hasPhoneDigits(v), PHONE_DIGITS_MESSAGE)
    .optional(),
  subject: z.string({ error: 'Subject must be text' }).trim().max(200, 'Subject must be 200 characters or less').optional(),
  message: requiredText('Message is required', CONTACT_MESSAGE_MAX),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
/** The stored message's id. */
export const contactCreatedSchema = z.object({ id: z.number().int() });

/** Where a contact message stands with staff. */
const contactStatuses = labelledValues({ new: 'New', handled: 'Handled' });
export const CONTACT_STATUSES = contactStatuses.values;
export const CONTACT_STATUS_LABELS = contactStatuses.labels;

/** A contact message as staff see it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  /** What staff answered by email, oldest first: who (null once their account is gone) and when. */
  replies: z.array(z.object({ id: z.number().int(), message: z.string(), staffName: z.string().nullable(), createdAt: z.string() })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.object({ items: z.array(contactMessageSchema) });

export const contactListQuerySchema = z.object({
  q: staffSearchField,
  ...statusPageSchema(CONTACT_STATUSES).shape,
});
export const updateContactSchema = z.object({ status: z.enum(CONTACT_STATUSES, { error: 'Status must be new or handled' }) });

export const contactReplySchema = z.object({ message: requiredText('Reply is required', CONTACT_REPLY_MAX) });

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

export * from './contact-messages';
