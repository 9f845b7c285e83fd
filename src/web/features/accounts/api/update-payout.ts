import { payoutSchema, payoutToasts, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';
import { PAYOUTS_PATH, payoutKeys } from './get-payouts';

export interface PayoutUpdate {
  id: number;
  status: PayoutStatus;
  adminNotes: string | null;
  reason: string | null;
  /** Given when completing: the transfer's reference, shown to the client. */
  paymentReference?: string | null;
}

export function updatePayout({ id, ...change }: PayoutUpdate) {
  return apiRequest('PATCH', `${PAYOUTS_PATH}/${id}`, { body: change, staff: true, schema: payoutSchema });
}

/** Moves a payout request along its flow; an illegal move answers 409 with the reason. */
export const useUpdatePayout = () =>
  useChange({
    call: updatePayout,
    refresh: () => [payoutKeys.all, clientAccountKeys.all],
    done: () => ({ title: payoutToasts.adminUpdated }),
    failed: (error) => ({ title: payoutToasts.adminUpdateFailed, description: serverMessage(error) }),
  });
