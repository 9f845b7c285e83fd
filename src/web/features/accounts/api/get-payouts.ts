import { z } from 'zod';
import { payoutSchema, type Payout, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { statusList } from '../../../lib/status-list';

export const PAYOUTS_PATH = '/api/admin/withdrawal-requests';
export type PayoutFilter = PayoutStatus | 'all';

const payouts = statusList<Payout, PayoutStatus>(PAYOUTS_PATH, z.array(payoutSchema));
export const payoutKeys = payouts.keys;

/** Payout requests, newest first, optionally of one status. */
export const usePayouts = (status: PayoutFilter) => payouts.useList(status);
