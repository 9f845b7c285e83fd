import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, noContent } from '../shared/replies';
import {
  claimDetailSchema,
  claimEventSchema,
  claimListQuerySchema,
  claimListSchema,
  claimQueueCountsSchema,
  claimSchema,
  clientClaimListSchema,
  createClaimSchema,
  paymentRoutesSchema,
  updateClaimSchema,
} from './claims';
import { createPaymentSchema, paymentListSchema, paymentSchema, reportPaymentSchema, updatePaymentSchema } from './payments';

const accountParamSchema = z.object({ accountId: idParamSchema.shape.id });

/** What the victim paid to the scam: staff record and confirm, the client reports their own. */
export const paymentEndpoints = {
  listForAccount: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/payments',
    access: 'caseworker',
    description: "The account's payments to the scam, oldest first, with totals per currency (confirmed and reported apart), computed from them.",
    params: idParamSchema,
    replies: { 200: paymentListSchema, ...failures(400, 401, 404) },
  }),
  record: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/payments',
    access: 'caseworker',
    description:
      'Records a payment the victim made (confirmed). For a crypto transfer the reference is the transaction hash; wallet addresses and hashes are checked for shape (Bitcoin, Ethereum, TRON).',
    params: idParamSchema,
    body: createPaymentSchema,
    replies: { 201: paymentSchema, ...failures(400, 401, 404) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/payments/:id',
    access: 'caseworker',
    description: "Edits a payment, or confirms a client's report (`status: 'confirmed'`); audited.",
    params: idParamSchema,
    body: updatePaymentSchema,
    replies: { 200: paymentSchema, ...failures(400, 401, 404) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/payments/:id',
    access: 'caseworker',
    description: 'Deletes a payment recorded by mistake; 409 while a claim covers it.',
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 404, 409) },
  }),
  listForClient: endpoint({
    method: 'GET',
    path: '/api/client/payments/:accountId',
    access: 'client',
    description: "The signed-in client's payments and their totals; another account's answers 404.",
    params: accountParamSchema,
    replies: { 200: paymentListSchema, ...failures(400, 401, 404) },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/client/payments',
    access: 'client',
    description: 'The client adds a payment they made; it stays reported until staff confirm it.',
    body: reportPaymentSchema,
    replies: { 201: paymentSchema, ...failures(400, 401, 404) },
  }),
};

/** The claims the practice makes to get the money back, and their clocks. */
export const claimEndpoints = {
  routes: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/routes',
    access: 'caseworker',
    description:
      'For each payment and each claim type: whether it fits, why not, and the last day to file (`fileBy`, also once it has passed). Advice: a claim that does not fit may still be recorded.',
    params: idParamSchema,
    replies: { 200: paymentRoutesSchema, ...failures(400, 401, 404) },
  }),
  listForAccount: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/claims',
    access: 'caseworker',
    description: "The account's claims, with their dates and next date.",
    params: idParamSchema,
    replies: { 200: z.object({ items: z.array(claimSchema) }), ...failures(400, 401, 404) },
  }),
  open: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/claims',
    access: 'caseworker',
    description:
      "Opens a claim over some of the account's payments (status preparing), with `warnings` (why it may fail) and, for an APP claim, the `excess`. Assigned to the client's lead assignee unless `assignedTo` says another.",
    params: idParamSchema,
    body: createClaimSchema,
    replies: { 201: claimDetailSchema, ...failures(400, 401, 404) },
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/admin/claims/:id',
    access: 'caseworker',
    description: 'A claim with its payments, events, the ledger entries naming it, its dates and next date.',
    params: idParamSchema,
    replies: { 200: claimDetailSchema, ...failures(400, 401, 404) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/claims/:id',
    access: 'caseworker',
    description: 'Edits a claim; its type only while preparing (409 once filed: withdraw it and open another). Audited.',
    params: idParamSchema,
    body: updateClaimSchema,
    replies: { 200: claimDetailSchema, ...failures(400, 401, 404, 409) },
  }),
  recordEvent: endpoint({
    method: 'POST',
    path: '/api/admin/claims/:id/events',
    access: 'caseworker',
    description:
      'Moves a claim on (preparing -> filed -> information_requested <-> filed -> upheld | partly_upheld | rejected; withdrawn from any open state): `at` may be past, never future; a move the flow does not allow is 409. A client-visible event reaches the case timeline and emails the client.',
    params: idParamSchema,
    body: claimEventSchema,
    replies: { 201: claimDetailSchema, ...failures(400, 401, 404, 409) },
  }),
  refer: endpoint({
    method: 'POST',
    path: '/api/admin/claims/:id/refer',
    access: 'caseworker',
    description:
      'Opens the Financial Ombudsman referral that follows a rejected or partly upheld claim; 409 for a claim not decided that way or already referred.',
    params: idParamSchema,
    replies: { 201: claimDetailSchema, ...failures(400, 401, 404, 409) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/claims',
    access: 'caseworker',
    description:
      'The claims queues, sorted by the next date: `queue` (to_file, window_closing, decision_overdue, refer_closing, urgent, mine), `type`, `status`, `assignee`, `q` (client, case ID, counterparty or reference), `page` and `pageSize`, with the `total` (exact to 1,000 and past the page asked for, then `totalCapped`). Pages go 10,000 rows deep: a page past that is 400.',
    query: claimListQuerySchema,
    replies: { 200: claimListSchema, ...failures(400, 401) },
  }),
  queueCounts: endpoint({
    method: 'GET',
    path: '/api/admin/claims/queues',
    access: 'caseworker',
    description: 'How many are in each queue, for the Claims tab.',
    replies: { 200: claimQueueCountsSchema, ...failures(401) },
  }),
  listForClient: endpoint({
    method: 'GET',
    path: '/api/client/claims/:accountId',
    access: 'client',
    description:
      "The client's claims in plain words: status, last change, the next date, and the free route; never notes (but those of client-visible events) or staff names.",
    params: accountParamSchema,
    replies: { 200: clientClaimListSchema, ...failures(400, 401, 404) },
  }),
};
