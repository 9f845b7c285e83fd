import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeStaffPasswordSchema } from '../../../../contract/staff/staff';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';

export async function changePassword(input: z.output<typeof changeStaffPasswordSchema>): Promise<void> {
  await apiRequest('POST', '/api/admin/password', { body: input, staff: true });
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
