import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutSchema, payoutToasts, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { clientAccountKeys } from './client-accounts-keys';
import { PAYOUTS_PATH, payoutKeys } from './get-payouts';

export interface PayoutUpdate {
  id: number;
  status: PayoutStatus;
  adminNotes: string | null;
}

export function updatePayout({ id, status, adminNotes }: PayoutUpdate) {
  return apiRequest('PATCH', `${PAYOUTS_PATH}/${id}`, { body: { status, adminNotes }, staff: true, schema: payoutSchema });
}

/** Moves a payout request along its flow; an illegal move answers 409 with the reason. */
export function useUpdatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayout,
    onSuccess: () => toast({ title: payoutToasts.adminUpdated }),
    onError: (error) => toast({ title: payoutToasts.adminUpdateFailed, description: serverMessage(error), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        // Completing or rejecting changes the account's balances.
        queryClient.invalidateQueries({ queryKey: clientAccountKeys.all }),
      ]),
  });
}
