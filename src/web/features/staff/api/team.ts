import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { teamEndpoints as endpoints } from '../../../../contract/staff/endpoints';
import { isApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const TEAM_KEY = [endpoints.list.path, 'team'] as const;

/** Everyone on the team (admins see the deactivated too). */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: async ({ signal }) => (await callApi(endpoints.list, { signal })).body.items,
  });
}

/** A change to the team: the lists that show staff are refreshed, a refusal (the last admin) is a toast. */
function useTeamChange<Input>(call: (input: Input) => Promise<unknown>, done: string) {
  return useChange({
    call,
    // The signed-in member too: a change to their own role changes what the panel shows them.
    refresh: () => [[endpoints.list.path], STAFF_SESSION_KEY],
    done: () => ({ title: done }),
    // A refusal naming a field is said there by the form (said once).
    failed: (error) =>
      isApiError(error) && error.body.field
        ? null
        : { title: 'Not changed', description: serverMessage(error) ?? 'The change could not be saved.' },
  });
}

export const useInviteMember = () =>
  useTeamChange(async (input: BodyOf<typeof endpoints.invite>) => (await callApi(endpoints.invite, { body: input })).body, 'Invitation sent');

export const useUpdateMember = () =>
  useTeamChange(
    async ({ id, change }: { id: number; change: BodyOf<typeof endpoints.update> }) =>
      (await callApi(endpoints.update, { params: { id }, body: change })).body,
    'Team member updated',
  );

export const useResendInvitation = () =>
  useTeamChange(async (id: number) => (await callApi(endpoints.resendInvitation, { params: { id } })).body, 'Invitation sent again');

export const useResetTwoFactor = () =>
  useTeamChange(async (id: number) => (await callApi(endpoints.resetTwoFactor, { params: { id } })).body, 'Two-factor sign-in reset');
