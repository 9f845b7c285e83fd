import {
  CONTACT_STATUS_LABELS,
  type CONTACT_STATUSES,
  type ContactMessage,
  contactMessageListSchema,
  contactMessageSchema,
} from '../../../../contract/intake/contact';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { statusList } from '../../../lib/status-list';
import { useChange } from '../../../lib/use-change';

export const CONTACT_MESSAGES_PATH = '/api/admin/contact-submissions';
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const contactMessages = statusList<ContactMessage, ContactStatus>(
  CONTACT_MESSAGES_PATH,
  contactMessageListSchema.transform((list) => list.items),
);

/** Contact messages matching a search and a status, newest first, a page at a time. */
export const useContactMessages = (q: string, status: ContactStatus | 'all') => contactMessages.useList(status, q);

export const useSetContactStatus = () =>
  useChange({
    call: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiRequest('PATCH', `${CONTACT_MESSAGES_PATH}/${id}`, { body: { status }, staff: true, schema: contactMessageSchema }),
    refresh: contactMessages.keys.all,
    done: (message) => ({ title: `Marked ${CONTACT_STATUS_LABELS[message.status].toLowerCase()}` }),
    failed: (error) => ({ title: 'Not changed', description: serverMessage(error) ?? 'Please try again.' }),
  });

/** Emails a staff answer to the message's sender; the message comes back handled, with the reply kept on it. */
export const useReplyToContact = () =>
  useChange({
    call: ({ id, message }: { id: number; message: string }) =>
      apiRequest('POST', `${CONTACT_MESSAGES_PATH}/${id}/reply`, { body: { message }, staff: true, schema: contactMessageSchema }),
    refresh: contactMessages.keys.all,
    done: (message) => ({ title: 'Reply sent', description: `Your reply is on its way to ${message.email}.` }),
    failed: (error) => ({ title: 'Reply not sent', description: serverMessage(error) ?? 'Please try again.' }),
  });

export const useEraseContactMessage = () =>
  useChange({
    call: (id: number) => apiRequest('DELETE', `${CONTACT_MESSAGES_PATH}/${id}`, { staff: true }),
    refresh: contactMessages.keys.all,
    done: () => ({ title: 'Message erased' }),
    failed: (error) => ({ title: 'Not erased', description: serverMessage(error) ?? 'Please try again.' }),
  });
