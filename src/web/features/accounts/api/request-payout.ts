import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutSchema, type Payout } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';
import { clientKeys } from './client-keys';

export interface PayoutRequestInput {
  clientAccountId: number;
  amount: string;
  currency: string;
  withdrawalMethod: 'bank' | 'cryptocurrency';
  cryptoType?: string;
  walletAddress?: string;
  bankDetails?: string;
}

export function requestPayout(input: PayoutRequestInput): Promise<Payout> {
  return apiRequest('POST', '/api/withdrawal-requests', { body: input, schema: payoutSchema });
}

/** Requests a payout of the full available balance; the account and the request list reload after. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.session }),
        queryClient.invalidateQueries({ queryKey: clientKeys.payouts(input.clientAccountId) }),
      ]),
  });
}
