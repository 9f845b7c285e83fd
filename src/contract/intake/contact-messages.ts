// The contact form's limit and messages, free of zod (see intake-messages.ts). `contact.ts` re-exports them.

export const CONTACT_MESSAGE_MAX = 5000;

export const contactToasts = {
  success: { title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Failed to Send Message', description: 'Please try again or contact us directly.' },
} as const;
