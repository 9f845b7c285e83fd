import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payoutSchema, type Payout } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';
import { clientKeys } from './client-keys';

export function getClientPayouts(accountId: number, signal?: AbortSignal): Promise<Payout[]> {
  return apiRequest('GET', `/api/client/withdrawal-requests/${accountId}`, { signal, schema: z.array(payoutSchema) });
}

export function useClientPayouts(accountId: number) {
  return useQuery<Payout[]>({
    queryKey: clientKeys.payouts(accountId),
    queryFn: ({ signal }) => getClientPayouts(accountId, signal),
  });
}
