// The contact form's limit and messages, free of zod (see intake-messages.ts). `contact.ts` re-exports them.

export const CONTACT_MESSAGE_MAX = 5000;
/** A staff answer sent by email. */
export const CONTACT_REPLY_MAX = 5000;

/** Shown with the form staff answer a contact message in: the answer goes by email. */
export const EMAIL_NOT_PRIVATE_WARNING = 'Email is not private: never ask for or send bank details, passwords or documents by email.';

export const contactToasts = {
  success: { title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Failed to Send Message', description: 'Please try again or contact us directly.' },
} as const;
