import { endpoint } from '../shared/endpoint';
import { idParamSchema, STAFF_LIST_PAGING } from '../shared/fields';
import { failures, noContent } from '../shared/replies';
import { contactListQuerySchema, contactMessageListSchema, contactMessageSchema, contactReplySchema, updateContactSchema } from './contact';

/** The contact form's messages, for staff: listed, answered, marked handled, erased. */
export const contactMessageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/contact-submissions',
    access: 'caseworker',
    description: `Contact-form messages by search (\`q\`: name, email, subject, message) and status. ${STAFF_LIST_PAGING}`,
    query: contactListQuerySchema,
    replies: { 200: contactMessageListSchema, ...failures(400, 401) },
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id',
    access: 'caseworker',
    description: 'Marks a message handled (or new again).',
    params: idParamSchema,
    body: updateContactSchema,
    replies: { 200: contactMessageSchema, ...failures(400, 401, 404) },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/contact-submissions/:id/reply',
    access: 'caseworker',
    description:
      "Emails the staff member's answer to the message's sender (their words and the standing no-fee warning, never the visitor's message), keeps it with the message and marks it handled.",
    params: idParamSchema,
    body: contactReplySchema,
    replies: { 200: contactMessageSchema, ...failures(400, 401, 404, 429) },
  }),
  erase: endpoint({
    method: 'DELETE',
    path: '/api/admin/contact-submissions/:id',
    access: 'admin',
    description: "Erases the message and what else is held under its sender's email outside a lead or client account.",
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 403, 404) },
  }),
};
