import { payoutToasts } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';
import { payoutKeys } from './get-payouts';

/** A move of one payout request: its id and the change the endpoint takes. */
export type PayoutUpdate = { id: number } & BodyOf<typeof payoutEndpoints.update>;

export async function updatePayout({ id, ...change }: PayoutUpdate) {
  return (await callApi(payoutEndpoints.update, { params: { id }, body: change })).body;
}

/** Moves a payout request along its flow; an illegal move answers 409 with the reason. */
export const useUpdatePayout = () =>
  useChange({
    call: updatePayout,
    refresh: () => [payoutKeys.all, clientAccountKeys.all],
    done: () => ({ title: payoutToasts.adminUpdated }),
    failed: (error) => ({ title: payoutToasts.adminUpdateFailed, description: serverMessage(error) }),
  });
