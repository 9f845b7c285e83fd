import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payoutSchema, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';

export const PAYOUTS_PATH = '/api/admin/withdrawal-requests';
export type PayoutFilter = PayoutStatus | 'all';

export const payoutKeys = {
  all: [PAYOUTS_PATH] as const,
  list: (status: PayoutFilter) => [PAYOUTS_PATH, status] as const,
};

export function getPayouts(status: PayoutFilter, signal?: AbortSignal) {
  return apiRequest('GET', status === 'all' ? PAYOUTS_PATH : `${PAYOUTS_PATH}?status=${status}`, {
    signal,
    staff: true,
    schema: z.array(payoutSchema),
  });
}

/** Payout requests, newest first, optionally of one status. */
export function usePayouts(status: PayoutFilter) {
  return useQuery({
    queryKey: payoutKeys.list(status),
    queryFn: ({ signal }) => getPayouts(status, signal),
    placeholderData: keepPreviousData,
  });
}
