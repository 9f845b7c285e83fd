import { useQuery } from '@tanstack/react-query';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const key = [leadEndpoints.views.path] as const;

/** The member's saved views and the team's shared ones. */
export function useLeadViews() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await callApi(leadEndpoints.views, { signal })).body.items,
  });
}

export const useSaveLeadView = () =>
  useChange({
    call: async (input: BodyOf<typeof leadEndpoints.saveView>) => (await callApi(leadEndpoints.saveView, { body: input })).body,
    refresh: key,
    done: (view) => ({ title: 'View saved', description: view.shared ? `"${view.name}" is shared with the team.` : `"${view.name}" is yours.` }),
    failed: (error) => ({ title: 'View not saved', description: serverMessage(error) ?? 'Please try again.' }),
  });

export const useDeleteLeadView = () =>
  useChange({
    call: async (id: number) => {
      await callApi(leadEndpoints.deleteView, { params: { id } });
    },
    refresh: key,
    done: () => ({ title: 'View deleted' }),
    failed: (error) => ({ title: 'View not deleted', description: serverMessage(error) ?? 'Please try again.' }),
  });
