import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';

export async function changePassword(input: BodyOf<typeof staffEndpoints.changePassword>): Promise<void> {
  await callApi(staffEndpoints.changePassword, { body: input });
}

/** Changes the signed-in staff member's password; the server ends their other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => toast({ title: 'Password Changed', description: 'Your other sessions have been signed out.' }),
    onError: (error) =>
      toast({
        title: 'Password Not Changed',
        description: serverMessage(error) ?? 'The password could not be changed. Please try again.',
        variant: 'destructive',
      }),
  });
}
