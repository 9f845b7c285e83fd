import { useQuery } from '@tanstack/react-query';
import type { ClientLedgerEntry } from '../../../../contract/accounts/accounts';
import { clientAccountEndpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from './client-keys';

export async function getClientLedger(accountId: number, signal?: AbortSignal): Promise<ClientLedgerEntry[]> {
  return (await callApi(clientAccountEndpoints.ledger, { params: { id: accountId }, signal })).body.items;
}

export function useClientLedger(accountId: number) {
  return useQuery<ClientLedgerEntry[]>({
    queryKey: clientKeys.ledger(accountId),
    queryFn: ({ signal }) => getClientLedger(accountId, signal),
  });
}
