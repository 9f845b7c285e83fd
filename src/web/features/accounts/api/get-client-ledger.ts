import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientLedgerEntrySchema, type ClientLedgerEntry } from '../../../../contract/accounts/accounts';
import { apiRequest } from '../../../lib/api';
import { clientKeys } from './client-keys';

const ledgerListSchema = z.object({ items: z.array(clientLedgerEntrySchema) });

export async function getClientLedger(accountId: number, signal?: AbortSignal): Promise<ClientLedgerEntry[]> {
  return (await apiRequest('GET', `/api/client/ledger/${accountId}`, { signal, schema: ledgerListSchema })).items;
}

export function useClientLedger(accountId: number) {
  return useQuery<ClientLedgerEntry[]>({
    queryKey: clientKeys.ledger(accountId),
    queryFn: ({ signal }) => getClientLedger(accountId, signal),
  });
}
