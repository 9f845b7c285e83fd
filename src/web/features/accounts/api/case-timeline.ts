import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientAccountSchema } from '../../../../contract/accounts/accounts';
import { caseUpdateSchema, clientTimelineSchema, type PostCaseUpdateInput, timelineSchema } from '../../../../contract/accounts/case-progress';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';
import { clientKeys } from './client-keys';

/** Everything that happened on a case, for staff (oldest first). */
export function useCaseTimeline(accountId: number) {
  return useQuery({
    queryKey: clientAccountKeys.timeline(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${CLIENT_ACCOUNTS_PATH}/${accountId}/timeline`, { signal, staff: true, schema: timelineSchema })).items,
  });
}

/** Posts an update on the case (and moves its stage when one is chosen). */
export const usePostCaseUpdate = (accountId: number) =>
  useChange({
    call: (input: PostCaseUpdateInput) =>
      apiRequest('POST', `${CLIENT_ACCOUNTS_PATH}/${accountId}/updates`, {
        body: input,
        staff: true,
        schema: z.object({ update: caseUpdateSchema, account: clientAccountSchema }),
      }),
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
    queryFn: async ({ signal }) => (await apiRequest('GET', `/api/client/timeline/${accountId}`, { signal, schema: clientTimelineSchema })).items,
  });
}
