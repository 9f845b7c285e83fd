import type { BankAccount } from '../../../../contract/accounts/bank-details';
import { payoutSchema, type Payout } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';
import { useChange } from '../../../lib/use-change';
import { clientKeys } from './client-keys';

export interface PayoutRequestInput {
  clientAccountId: number;
  amount: string;
  currency: string;
  withdrawalMethod: 'bank' | 'cryptocurrency';
  cryptoType?: string;
  walletAddress?: string;
  bankDetails?: BankAccount;
}

export function requestPayout(input: PayoutRequestInput): Promise<Payout> {
  return apiRequest('POST', '/api/withdrawal-requests', { body: input, schema: payoutSchema });
}

/** Requests a payout of the full available balance; the account and the request list reload after. */
export const useRequestPayout = () =>
  useChange({
    call: requestPayout,
    refresh: (input: PayoutRequestInput) => [
      clientKeys.session,
      clientKeys.payouts(input.clientAccountId),
      clientKeys.timeline(input.clientAccountId),
    ],
  });
