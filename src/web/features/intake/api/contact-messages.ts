import { CONTACT_STATUS_LABELS, type CONTACT_STATUSES, type ContactMessage } from '../../../../contract/intake/contact';
import { contactMessageEndpoints as endpoints } from '../../../../contract/intake/contact-endpoints';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { statusList } from '../../../lib/status-list';
import { useChange } from '../../../lib/use-change';

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const contactMessages = statusList<typeof endpoints.list, ContactMessage, ContactStatus>(endpoints.list, (page) => page.items);

/** Contact messages matching a search and a status, newest first, a page at a time. */
export const useContactMessages = (q: string, status: ContactStatus | 'all') => contactMessages.useList(status, q);

export const useSetContactStatus = () =>
  useChange({
    call: async ({ id, status }: { id: number; status: ContactStatus }) =>
      (await callApi(endpoints.setStatus, { params: { id }, body: { status } })).body,
    refresh: contactMessages.keys.all,
    done: (message) => ({ title: `Marked ${CONTACT_STATUS_LABELS[message.status].toLowerCase()}` }),
    failed: (error) => ({ title: 'Not changed', description: serverMessage(error) ?? 'Please try again.' }),
  });

/** Emails a staff answer to the message's sender; the message comes back handled, with the reply kept on it. */
export const useReplyToContact = () =>
  useChange({
    call: async ({ id, message }: { id: number; message: string }) => (await callApi(endpoints.reply, { params: { id }, body: { message } })).body,
    refresh: contactMessages.keys.all,
    done: (message) => ({ title: 'Reply sent', description: `Your reply is on its way to ${message.email}.` }),
    failed: (error) => ({ title: 'Reply not sent', description: serverMessage(error) ?? 'Please try again.' }),
  });

export const useEraseContactMessage = () =>
  useChange({
    call: async (id: number) => {
      await callApi(endpoints.erase, { params: { id } });
    },
    refresh: contactMessages.keys.all,
    done: () => ({ title: 'Message erased' }),
    failed: (error) => ({ title: 'Not erased', description: serverMessage(error) ?? 'Please try again.' }),
  });
