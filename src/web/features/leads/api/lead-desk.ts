import { useQuery } from '@tanstack/react-query';
import { idParam, useQueryParams } from '../../../lib/query-params';
import {
  leadActivityListSchema,
  leadCountSchema,
  leadDuplicateGroupsSchema,
  leadDuplicateListSchema,
  leadNoteListSchema,
  leadNoteSchema,
  leadSchema,
  type Lead,
} from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { type LeadListParams, writeLeadListParams } from '../lib/lead-list-params';
import { LEADS_PATH, leadKeys } from './lead-keys';

/** The lead a link names (`?lead=<id>`, from a chat), and a way to close it (dropping it from the URL). */
export function useLinkedLead(): { lead: Lead | null; close: () => void } {
  const [query, changeQuery] = useQueryParams();
  const id = idParam(query, 'lead');
  const linked = useQuery({
    queryKey: leadKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest('GET', `${LEADS_PATH}/${id}`, { signal, staff: true, schema: leadSchema }),
    enabled: id !== null,
  });
  const close = () => changeQuery((params) => params.delete('lead'));
  return { lead: linked.data ?? null, close };
}

/** One lead, kept fresh (the row it was opened from is its first value). */
export function useLead(lead: Lead) {
  return useQuery({
    queryKey: leadKeys.one(lead.id),
    queryFn: ({ signal }) => apiRequest('GET', `${LEADS_PATH}/${lead.id}`, { signal, staff: true, schema: leadSchema }),
    initialData: lead,
    staleTime: 0,
  });
}

export function useLeadNotes(id: number) {
  return useQuery({
    queryKey: leadKeys.notes(id),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${LEADS_PATH}/${id}/notes`, { signal, staff: true, schema: leadNoteListSchema })).items,
  });
}

export const useAddLeadNote = () =>
  useChange({
    call: ({ id, body }: { id: number; body: string }) =>
      apiRequest('POST', `${LEADS_PATH}/${id}/notes`, { body: { body }, staff: true, schema: leadNoteSchema }),
    refresh: ({ id }) => [leadKeys.notes(id), leadKeys.activity(id)],
    done: () => ({ title: 'Note Added', description: 'The note is on the lead.' }),
    failed: () => ({ title: 'Error', description: 'Failed to add the note.' }),
  });

/** The lead's notes, changes, emails, CRM attempts and chats, oldest first. */
export function useLeadActivity(id: number) {
  return useQuery({
    queryKey: leadKeys.activity(id),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${LEADS_PATH}/${id}/activity`, { signal, staff: true, schema: leadActivityListSchema })).items,
    staleTime: 0,
  });
}

export function useLeadDuplicates(id: number) {
  return useQuery({
    queryKey: leadKeys.duplicates(id),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${LEADS_PATH}/${id}/duplicates`, { signal, staff: true, schema: leadDuplicateListSchema })).items,
  });
}

export function useDuplicateGroups(enabled: boolean) {
  return useQuery({
    queryKey: [LEADS_PATH, 'duplicate-groups'],
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${LEADS_PATH}/duplicates`, { signal, staff: true, schema: leadDuplicateGroupsSchema })).items,
    enabled,
    staleTime: 0,
  });
}

/** Merges `otherId` into `id`; every lead query reloads after. */
export const useMergeLead = () =>
  useChange({
    call: ({ id, otherId }: { id: number; otherId: number }) =>
      apiRequest('POST', `${LEADS_PATH}/${id}/merge`, { body: { otherId }, staff: true, schema: leadSchema }),
    refresh: leadKeys.all,
    done: () => ({ title: 'Leads Merged', description: 'The duplicate is merged into this lead.' }),
    failed: (error) => ({ title: 'Error', description: serverMessage(error) ?? 'Failed to merge the leads.' }),
  });

/** How many leads the list's filters match, exactly (asked before a bulk action on all of them). */
export async function countLeads(params: LeadListParams): Promise<number> {
  const query = writeLeadListParams({ ...params, page: 1 });
  query.delete('sort');
  query.delete('order');
  return (await apiRequest('GET', `${LEADS_PATH}/count?${query}`, { staff: true, schema: leadCountSchema })).total;
}
