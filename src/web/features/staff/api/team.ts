import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { failedMailSchema } from '../../../../contract/shared/mail';
import { messageSchema } from '../../../../contract/shared/password-reset';
import { teamMemberSchema, type InviteStaff, type UpdateStaff } from '../../../../contract/staff/team';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, isApiError } from '../../../lib/api';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const TEAM_KEY = ['/api/admin/staff', 'team'] as const;
const FAILED_MAIL_KEY = ['/api/admin/mail/failed'] as const;
const teamSchema = z.object({ items: z.array(teamMemberSchema) });
const failedMailListSchema = z.object({ items: z.array(failedMailSchema) });

/** Everyone on the team (admins see the deactivated too). */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: async ({ signal }) => (await apiRequest('GET', '/api/admin/staff', { signal, staff: true, schema: teamSchema })).items,
  });
}

/** A change to the team: the lists that show staff are refreshed, a refusal (the last admin) is a toast. */
function useTeamChange<Input>(call: (input: Input) => Promise<unknown>, done: string) {
  return useChange({
    call,
    // The signed-in member too: a change to their own role changes what the panel shows them.
    refresh: () => [['/api/admin/staff'], STAFF_SESSION_KEY],
    done: () => ({ title: done }),
    // A refusal naming a field is said there by the form (said once).
    failed: (error) =>
      isApiError(error) && error.body.field
        ? null
        : { title: 'Not changed', description: serverMessage(error) ?? 'The change could not be saved.' },
  });
}

export const useInviteMember = () =>
  useTeamChange(
    (input: InviteStaff) => apiRequest('POST', '/api/admin/staff', { body: input, staff: true, schema: teamMemberSchema }),
    'Invitation sent',
  );

export const useUpdateMember = () =>
  useTeamChange(
    ({ id, change }: { id: number; change: UpdateStaff }) =>
      apiRequest('PATCH', `/api/admin/staff/${id}`, { body: change, staff: true, schema: teamMemberSchema }),
    'Team member updated',
  );

export const useResendInvitation = () =>
  useTeamChange(
    (id: number) => apiRequest('POST', `/api/admin/staff/${id}/invitation`, { staff: true, schema: teamMemberSchema }),
    'Invitation sent again',
  );

export const useResetTwoFactor = () =>
  useTeamChange(
    (id: number) => apiRequest('POST', `/api/admin/staff/${id}/mfa/reset`, { staff: true, schema: teamMemberSchema }),
    'Two-factor sign-in reset',
  );

/** Email that failed after every attempt. */
export function useFailedMail() {
  return useQuery({
    queryKey: FAILED_MAIL_KEY,
    queryFn: async ({ signal }) => (await apiRequest('GET', '/api/admin/mail/failed', { signal, staff: true, schema: failedMailListSchema })).items,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/admin/mail/${id}/retry`, { staff: true, schema: messageSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FAILED_MAIL_KEY });
      toast({ title: 'Queued again', description: 'The email will be sent again shortly.' });
    },
    onError: (error) => toast({ title: 'Not queued', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
