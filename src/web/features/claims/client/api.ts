import { useQuery } from '@tanstack/react-query';
import { claimEndpoints, paymentEndpoints } from '../../../../contract/claims/endpoints';
import type { reportPaymentSchema } from '../../../../contract/claims/payments';
import { callApi } from '../../../lib/call-api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { useChange } from '../../../lib/use-change';
import type { z } from 'zod';

export type ReportPayment = z.output<typeof reportPaymentSchema>;

const claimsKey = (accountId: number) => [CLIENT_QUERY_ROOT, 'claims', accountId] as const;
const paymentsKey = (accountId: number) => [CLIENT_QUERY_ROOT, 'payments', accountId] as const;

/** The claims the practice has made for the signed-in client, in plain words. */
export function useClientClaims(accountId: number) {
  return useQuery({
    queryKey: claimsKey(accountId),
    queryFn: async ({ signal }) => (await callApi(claimEndpoints.listForClient, { params: { accountId }, signal })).body.items,
  });
}

/** The payments the client made to the scam, as they reported them or we confirmed them, with totals per currency. */
export function useClientPayments(accountId: number) {
  return useQuery({
    queryKey: paymentsKey(accountId),
    queryFn: async ({ signal }) => (await callApi(paymentEndpoints.listForClient, { params: { accountId }, signal })).body,
  });
}

/** Adds a payment the client made; the form says a refusal itself, at its field. */
export const useReportPayment = () =>
  useChange({
    call: async (input: ReportPayment) => (await callApi(paymentEndpoints.report, { body: input })).body,
    refresh: (input) => [paymentsKey(input.clientAccountId)],
    done: () => ({ title: 'Payment added', description: 'We will check it against your statements and confirm it.' }),
    failed: () => null,
  });
