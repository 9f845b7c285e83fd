import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { clientAccountSchema, clientLedgerEntrySchema, type ClientAccount, type ClientLedgerEntry } from '../../../../contract/accounts/accounts';
import { documentSchema, type ClientDocument } from '../../../../contract/documents/documents';
import { payoutSchema, type Payout } from '../../../../contract/accounts/payouts';
import { apiRequest } from '../../../lib/api';

/** Every client query key starts here, so signing in or out drops them all. */
export const CLIENT_QUERY_ROOT = '/api/client';
export const SESSION_KEY = [CLIENT_QUERY_ROOT, 'session'] as const;
const ledgerKey = (id: number) => [CLIENT_QUERY_ROOT, 'ledger', id] as const;
const payoutsKey = (id: number) => [CLIENT_QUERY_ROOT, 'withdrawal-requests', id] as const;
const documentsKey = (id: number) => [CLIENT_QUERY_ROOT, 'documents', id] as const;

const ledgerListSchema = z.object({ items: z.array(clientLedgerEntrySchema) });

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/client/login: the server sets the session cookie and answers the account. */
export async function signIn(input: LoginInput): Promise<ClientAccount> {
  return clientAccountSchema.parse(await apiRequest('POST', '/api/client/login', input));
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/client/logout');
}

/**
 * The signed-in client's account, from the server's session (never from browser storage). A 401
 * means no session: the page sends the visitor to /client-login.
 */
export function useClientSession() {
  return useQuery<ClientAccount>({
    queryKey: SESSION_KEY,
    // Checked with the server on every visit, even when the sign-in answer is cached for display.
    refetchOnMount: 'always',
    queryFn: async ({ signal }) => clientAccountSchema.parse(await apiRequest('GET', '/api/client/session', undefined, signal)),
  });
}

export function useClientLedger(accountId: number) {
  return useQuery<ClientLedgerEntry[]>({
    queryKey: ledgerKey(accountId),
    queryFn: async ({ signal }) => ledgerListSchema.parse(await apiRequest('GET', `/api/client/ledger/${accountId}`, undefined, signal)).items,
  });
}

export function useClientPayouts(accountId: number) {
  return useQuery<Payout[]>({
    queryKey: payoutsKey(accountId),
    queryFn: async ({ signal }) =>
      z.array(payoutSchema).parse(await apiRequest('GET', `/api/client/withdrawal-requests/${accountId}`, undefined, signal)),
  });
}

export function useClientDocuments(accountId: number) {
  return useQuery<ClientDocument[]>({
    queryKey: documentsKey(accountId),
    queryFn: async ({ signal }) => z.array(documentSchema).parse(await apiRequest('GET', `/api/client/documents/${accountId}`, undefined, signal)),
  });
}

export interface PayoutRequestInput {
  clientAccountId: number;
  amount: string;
  currency: string;
  withdrawalMethod: 'bank' | 'cryptocurrency';
  cryptoType?: string;
  walletAddress?: string;
  bankDetails?: string;
}

/** Requests a payout of the full available balance; the account and the request list reload after. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PayoutRequestInput) => payoutSchema.parse(await apiRequest('POST', '/api/withdrawal-requests', input)),
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
        queryClient.invalidateQueries({ queryKey: payoutsKey(input.clientAccountId) }),
      ]),
  });
}

export interface UploadInput {
  clientAccountId: number;
  documentType: 'id' | 'transaction_proof';
  fileName: string;
  fileSize: number;
  mimeType: string;
  /** base64 without the data: prefix */
  fileData: string;
  status: 'pending';
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UploadInput) => apiRequest('POST', '/api/client/documents', input),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: documentsKey(input.clientAccountId) }),
  });
}

/** Where a document is downloaded: a plain link, the session cookie authorises it. */
export function documentDownloadUrl(documentId: number): string {
  return `/api/client/documents/download/${documentId}`;
}
