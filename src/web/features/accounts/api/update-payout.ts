import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalSchema, withdrawalToasts, type WithdrawalStatus } from '../../../../contract/accounts/payouts';
import { toast } from '../../../components/ui/use-toast';
import { adminRequest } from '../../../lib/admin-request';
import { clientAccountKeys, serverMessage } from './client-accounts-keys';
import { WITHDRAWALS_PATH, withdrawalKeys } from './get-payouts';

/** Moves a payout request along its flow; an illegal move answers 409 with the reason. */
export function useUpdateWithdrawalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, adminNotes }: { id: number; status: WithdrawalStatus; adminNotes: string | null }) =>
      withdrawalSchema.parse(await adminRequest('PATCH', `${WITHDRAWALS_PATH}/${id}`, { status, adminNotes })),
    onSuccess: () => toast({ title: withdrawalToasts.adminUpdated }),
    onError: (error) => toast({ title: withdrawalToasts.adminUpdateFailed, description: serverMessage(error), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        // Completing or rejecting changes the account's balances.
        queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
      ]),
  });
}
