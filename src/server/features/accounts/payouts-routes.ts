import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPayoutSchema, PAYOUT_FORM_FIELDS, PAYOUT_STATUSES, payoutSchema, updatePayoutSchema } from '../../../contract/accounts/payouts';
import { payoutBankDetailsSchema } from '../../../contract/accounts/bank-details';
import { idParamSchema, STAFF_LIST_PAGING, statusPageSchema } from '../../../contract/shared/fields';
import { documentedOnly, failures } from '../../platform/api-contract';
import { parseWith } from '../../platform/http-error';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { PayoutsService } from './payouts-service';

export async function clientPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/client/withdrawal-requests/:id',
    {
      schema: {
        description: "The client's own payout requests.",
        params: idParamSchema,
        response: { 200: z.array(payoutSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => options.payouts.listForClient(ownAccount(request, request.params.id)),
  );

  routes.post(
    '/api/withdrawal-requests',
    {
      // Parsed in the handler: a refusal of the wallet or its type names that field for the form.
      validatorCompiler: documentedOnly,
      schema: {
        description: 'A payout of the whole available balance; never costs the client anything.',
        body: createPayoutSchema,
        response: { 201: payoutSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = parseWith(createPayoutSchema, request.body, PAYOUT_FORM_FIELDS);
      return reply.code(201).send(await options.payouts.request(ownAccount(request, body.clientAccountId), body));
    },
  );
}

export async function adminPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/withdrawal-requests',
    {
      config: { role: 'caseworker' },
      schema: {
        description: `Each request carries \`setUp\`: who opened the account, who recorded each ledger entry, and \`secondLook\` when one caseworker did both (decision 034). ${STAFF_LIST_PAGING}`,
        querystring: statusPageSchema(PAYOUT_STATUSES),
        response: { 200: z.array(payoutSchema), ...failures(400, 401) },
      },
    },
    async (request) => options.payouts.listForStaff(request.query),
  );

  routes.patch(
    '/api/admin/withdrawal-requests/:id',
    {
      config: { role: 'caseworker' },
      schema: {
        description:
          "Moves a request along pending -> processing -> completed | rejected; completing (with the transfer's `paymentReference`, shown to the client), rejecting or changing a rejection's reason is for admins, notes for any staff.",
        params: idParamSchema,
        body: updatePayoutSchema,
        response: { 200: payoutSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, adminNotes, reason, paymentReference } = request.body;
      return options.payouts.update(request.params.id, { status, adminNotes, reason, paymentReference }, actingStaff(request));
    },
  );

  routes.get(
    '/api/admin/withdrawal-requests/:id/bank-details',
    {
      config: { role: 'admin' },
      schema: {
        description:
          'The whole bank account the client gave in the portal, for the admin paying this request (lists and client replies show it masked). Each read is audited.',
        params: idParamSchema,
        response: { 200: payoutBankDetailsSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // Never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return options.payouts.bankDetailsFor(request.params.id, actingStaff(request));
    },
  );
}
