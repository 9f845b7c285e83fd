import { useQuery } from '@tanstack/react-query';
import { leadEndpoints as endpoints } from '../../../../contract/leads/endpoints';
import type { Lead } from '../../../../contract/leads/lead';
import { callApi } from '../../../lib/call-api';
import { idParam, useQueryParams } from '../../../lib/query-params';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { filterOf, type LeadListParams } from '../lib/lead-list-params';
import { leadKeys } from './lead-keys';

const getLead = async (id: number, signal: AbortSignal) => (await callApi(endpoints.one, { params: { id }, signal })).body;

/** The lead a link names (`?lead=<id>`, from a chat), and a way to close it (dropping it from the URL). */
export function useLinkedLead(): { lead: Lead | null; close: () => void } {
  const [query, changeQuery] = useQueryParams();
  const id = idParam(query, 'lead');
  const linked = useQuery({
    queryKey: leadKeys.one(id ?? 0),
    queryFn: ({ signal }) => getLead(id ?? 0, signal),
    enabled: id !== null,
  });
  const close = () => changeQuery((params) => params.delete('lead'));
  return { lead: linked.data ?? null, close };
}

/** One lead, kept fresh (the row it was opened from is its first value). */
export function useLead(lead: Lead) {
  return useQuery({
    queryKey: leadKeys.one(lead.id),
    queryFn: ({ signal }) => getLead(lead.id, signal),
    initialData: lead,
    staleTime: 0,
  });
}

export function useLeadNotes(id: number) {
  return useQuery({
    queryKey: leadKeys.notes(id),
    queryFn: async ({ signal }) => (await callApi(endpoints.notes, { params: { id }, signal })).body.items,
  });
}

export const useAddLeadNote = () =>
  useChange({
    call: async ({ id, body }: { id: number; body: string }) => (await callApi(endpoints.addNote, { params: { id }, body: { body } })).body,
    refresh: ({ id }) => [leadKeys.notes(id), leadKeys.activity(id)],
    done: () => ({ title: 'Note Added', description: 'The note is on the lead.' }),
    failed: () => ({ title: 'Error', description: 'Failed to add the note.' }),
  });

/** The lead's notes, changes, emails, CRM attempts and chats, oldest first. */
export function useLeadActivity(id: number) {
  return useQuery({
    queryKey: leadKeys.activity(id),
    queryFn: async ({ signal }) => (await callApi(endpoints.activity, { params: { id }, signal })).body.items,
    staleTime: 0,
  });
}

export function useLeadDuplicates(id: number) {
  return useQuery({
    queryKey: leadKeys.duplicates(id),
    queryFn: async ({ signal }) => (await callApi(endpoints.duplicates, { params: { id }, signal })).body.items,
  });
}

export function useDuplicateGroups(enabled: boolean) {
  return useQuery({
    queryKey: leadKeys.duplicateGroups,
    queryFn: async ({ signal }) => (await callApi(endpoints.duplicateGroups, { signal })).body.items,
    enabled,
    staleTime: 0,
  });
}

/** Merges `otherId` into `id`; every lead query reloads after. */
export const useMergeLead = () =>
  useChange({
    call: async ({ id, otherId }: { id: number; otherId: number }) => (await callApi(endpoints.merge, { params: { id }, body: { otherId } })).body,
    refresh: leadKeys.all,
    done: () => ({ title: 'Leads Merged', description: 'The duplicate is merged into this lead.' }),
    failed: (error) => ({ title: 'Error', description: serverMessage(error) ?? 'Failed to merge the leads.' }),
  });

/** How many leads the list's filters match, exactly (asked before a bulk action on all of them). */
export async function countLeads(params: LeadListParams): Promise<number> {
  return (await callApi(endpoints.count, { query: filterOf(params) })).body.total;
}
