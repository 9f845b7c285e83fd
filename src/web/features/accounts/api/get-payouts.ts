import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withdrawalSchema, type WithdrawalStatus } from '../../../../contract/accounts/payouts';
import { adminRequest } from '../../../lib/admin-request';

export const WITHDRAWALS_PATH = '/api/admin/withdrawal-requests';
export type WithdrawalFilter = WithdrawalStatus | 'all';

export const withdrawalKeys = {
  all: [WITHDRAWALS_PATH] as const,
  list: (status: WithdrawalFilter) => [WITHDRAWALS_PATH, status] as const,
};

/** Payout requests, newest first, optionally of one status. */
export function useWithdrawalRequests(status: WithdrawalFilter) {
  return useQuery({
    queryKey: withdrawalKeys.list(status),
    queryFn: async ({ signal }) =>
      z.array(withdrawalSchema).parse(await adminRequest('GET', status === 'all' ? WITHDRAWALS_PATH : `${WITHDRAWALS_PATH}?status=${status}`, undefined, signal)),
    placeholderData: keepPreviousData,
  });
}
