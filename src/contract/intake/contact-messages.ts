// The contact form's limit and messages, free of zod (see intake-messages.ts). `contact.ts` re-exports them.

export const CONTACT_MESSAGE_MAX = 5000;
/** A staff answer sent by email. */
export const CONTACT_REPLY_MAX = 5000;

/** Shown with the form staff answer a contact message in: the answer goes by email. */
export const EMAIL_NOT_PRIVATE_WARNING = 'Email is not private: never ask for or send bank details, passwords or documents by email.';

/** Shown in the form's place once a message was received. */
export const contactConfirmation = {
  title: 'Message received',
  lines: [
    'Thank you: your message has reached us. A member of our team will answer it, usually within 24 hours.',
    'We have emailed you to confirm that it arrived. That email does not repeat what you wrote.',
    'We will never ask you to pay anything to receive recovered funds.',
  ],
} as const;

export const contactToasts = {
  failed: { title: 'Failed to Send Message', description: 'Please try again or contact us directly.' },
} as const;
