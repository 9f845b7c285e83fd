import type { Payout, PayoutStatus } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import { statusList } from '../../../lib/status-list';

export type PayoutFilter = PayoutStatus | 'all';

const { list } = payoutEndpoints;
const payouts = statusList<typeof list, Payout, PayoutStatus>(list, (page) => page);
export const payoutKeys = payouts.keys;

/** Payout requests, newest first, optionally of one status. */
export const usePayouts = (status: PayoutFilter) => payouts.useList(status);
