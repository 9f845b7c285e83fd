import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../contract/staff/landing';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';
import { AUTH_USER_KEY } from '../../accounts';

/** Changes the signed-in member's own name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) => (await callApi(staffEndpoints.updateProfile, { body: input })).body,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
      toast({ title: 'Profile saved', description: 'Your name has been updated.' });
    },
  });
}
