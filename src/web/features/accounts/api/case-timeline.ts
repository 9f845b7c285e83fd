import { useQuery } from '@tanstack/react-query';
import type { PostCaseUpdateInput } from '../../../../contract/accounts/case-progress';
import { caseProgressEndpoints as endpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';
import { clientKeys } from './client-keys';

/** Everything that happened on a case, for staff (oldest first). */
export function useCaseTimeline(accountId: number) {
  return useQuery({
    queryKey: clientAccountKeys.timeline(accountId),
    queryFn: async ({ signal }) => (await callApi(endpoints.timeline, { params: { id: accountId }, signal })).body.items,
  });
}

/** Posts an update on the case (and moves its stage when one is chosen). */
export const usePostCaseUpdate = (accountId: number) =>
  useChange({
    call: async (input: PostCaseUpdateInput) => (await callApi(endpoints.postUpdate, { params: { id: accountId }, body: input })).body,
    refresh: clientAccountKeys.all,
    done: ({ update }) => ({
      title: 'Update posted',
      description: update.visibleToClient
        ? 'The client sees it on their dashboard and has been emailed.'
        : 'Kept internal: the client does not see it.',
    }),
    failed: (error) => ({ title: 'Update not posted', description: serverMessage(error) ?? 'Please try again.' }),
  });

/** The signed-in client's own case history, newest first. */
export function useClientTimeline(accountId: number) {
  return useQuery({
    queryKey: clientKeys.timeline(accountId),
    queryFn: async ({ signal }) => (await callApi(endpoints.clientTimeline, { params: { id: accountId }, signal })).body.items,
  });
}
