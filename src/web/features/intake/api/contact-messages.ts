import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTACT_STATUS_LABELS, type CONTACT_STATUSES, contactMessageListSchema, contactMessageSchema } from '../../../../contract/intake/contact';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

export const CONTACT_MESSAGES_PATH = '/api/admin/contact-submissions';
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const allKey = [CONTACT_MESSAGES_PATH] as const;

/** Contact messages matching a search and a status, newest first. */
export function useContactMessages(q: string, status: ContactStatus | 'all') {
  return useQuery({
    queryKey: [CONTACT_MESSAGES_PATH, q, status],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }) }).toString();
      return (
        await apiRequest('GET', params ? `${CONTACT_MESSAGES_PATH}?${params}` : CONTACT_MESSAGES_PATH, {
          signal,
          staff: true,
          schema: contactMessageListSchema,
        })
      ).items;
    },
    placeholderData: keepPreviousData,
  });
}

export const useSetContactStatus = () =>
  useChange({
    call: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiRequest('PATCH', `${CONTACT_MESSAGES_PATH}/${id}`, { body: { status }, staff: true, schema: contactMessageSchema }),
    refresh: allKey,
    done: (message) => ({ title: `Marked ${CONTACT_STATUS_LABELS[message.status].toLowerCase()}` }),
    failed: (error) => ({ title: 'Not changed', description: serverMessage(error) ?? 'Please try again.' }),
  });

export const useEraseContactMessage = () =>
  useChange({
    call: (id: number) => apiRequest('DELETE', `${CONTACT_MESSAGES_PATH}/${id}`, { staff: true }),
    refresh: allKey,
    done: () => ({ title: 'Message erased' }),
    failed: (error) => ({ title: 'Not erased', description: serverMessage(error) ?? 'Please try again.' }),
  });
