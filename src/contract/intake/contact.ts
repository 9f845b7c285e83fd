import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './contact-messages';
import { emailField, PHONE_CHARACTERS_MESSAGE, PHONE_PATTERN, requiredText } from '../shared/fields';

export const contactSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Valid email is required'),
  phone: z
    .string({ error: 'Phone number must be text' })
    .trim()
    .max(40, 'Phone number must be 40 characters or less')
    .refine((v) => v === '' || PHONE_PATTERN.test(v), PHONE_CHARACTERS_MESSAGE)
    .optional(),
  subject: z.string({ error: 'Subject must be text' }).trim().max(200, 'Subject must be 200 characters or less').optional(),
  message: requiredText('Message is required', CONTACT_MESSAGE_MAX),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export * from './contact-messages';
