import type { Payout, PayoutStatus } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import { statusList } from '../../../lib/status-list';

export type PayoutFilter = PayoutStatus | 'all';

const { list } = payoutEndpoints;
const payouts = statusList<Payout, PayoutStatus>(list.path, list.replies[200]);
export const payoutKeys = payouts.keys;

/** Payout requests, newest first, optionally of one status. */
export const usePayouts = (status: PayoutFilter) => payouts.useList(status);
