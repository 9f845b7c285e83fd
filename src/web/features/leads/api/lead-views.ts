import { useQuery } from '@tanstack/react-query';
import { type CreateLeadView, leadViewListSchema, leadViewSchema } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const PATH = '/api/admin/lead-views';
const key = [PATH] as const;

/** The member's saved views and the team's shared ones. */
export function useLeadViews() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest('GET', PATH, { signal, staff: true, schema: leadViewListSchema })).items,
  });
}

export const useSaveLeadView = () =>
  useChange({
    call: (input: CreateLeadView) => apiRequest('POST', PATH, { body: input, staff: true, schema: leadViewSchema }),
    refresh: key,
    done: (view) => ({ title: 'View saved', description: view.shared ? `"${view.name}" is shared with the team.` : `"${view.name}" is yours.` }),
    failed: (error) => ({ title: 'View not saved', description: serverMessage(error) ?? 'Please try again.' }),
  });

export const useDeleteLeadView = () =>
  useChange({
    call: (id: number) => apiRequest('DELETE', `${PATH}/${id}`, { staff: true }),
    refresh: key,
    done: () => ({ title: 'View deleted' }),
    failed: (error) => ({ title: 'View not deleted', description: serverMessage(error) ?? 'Please try again.' }),
  });
