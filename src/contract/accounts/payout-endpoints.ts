import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { idParamSchema, STAFF_LIST_PAGING, statusPageSchema } from '../shared/fields';
import { failures } from '../shared/replies';
import { payoutBankDetailsSchema } from './bank-details';
import { createPayoutSchema, PAYOUT_STATUSES, payoutSchema, updatePayoutSchema } from './payouts';

/** Payouts: the client asks for their available balance, staff move each request along and an admin pays it. */
export const payoutEndpoints = {
  listForClient: endpoint({
    method: 'GET',
    path: '/api/client/withdrawal-requests/:id',
    access: 'client',
    description: "The client's own payout requests.",
    params: idParamSchema,
    replies: { 200: z.array(payoutSchema), ...failures(400, 401, 404) },
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/withdrawal-requests',
    access: 'client',
    description: 'A payout of the whole available balance; never costs the client anything.',
    body: createPayoutSchema,
    replies: { 201: payoutSchema, ...failures(400, 401, 404, 409) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/withdrawal-requests',
    access: 'caseworker',
    description: `Each request carries \`setUp\`: who opened the account, who recorded each ledger entry, and \`secondLook\` when one caseworker did both (decision 034). ${STAFF_LIST_PAGING}`,
    query: statusPageSchema(PAYOUT_STATUSES),
    replies: { 200: z.array(payoutSchema), ...failures(400, 401) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/withdrawal-requests/:id',
    access: 'caseworker',
    description:
      "Moves a request along pending -> processing -> completed | rejected; completing (with the transfer's `paymentReference`, shown to the client), rejecting or changing a rejection's reason is for admins, notes for any staff.",
    params: idParamSchema,
    body: updatePayoutSchema,
    replies: { 200: payoutSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  bankDetails: endpoint({
    method: 'GET',
    path: '/api/admin/withdrawal-requests/:id/bank-details',
    access: 'admin',
    description:
      'The whole bank account the client gave in the portal, for the admin paying this request (lists and client replies show it masked). Each read is audited.',
    params: idParamSchema,
    replies: { 200: payoutBankDetailsSchema, ...failures(400, 401, 403, 404) },
  }),
};
