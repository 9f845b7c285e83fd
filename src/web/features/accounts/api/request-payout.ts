import type { Payout } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { clientKeys } from './client-keys';

export type PayoutRequestInput = BodyOf<typeof payoutEndpoints.request>;

export async function requestPayout(input: PayoutRequestInput): Promise<Payout> {
  return (await callApi(payoutEndpoints.request, { body: input })).body;
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
