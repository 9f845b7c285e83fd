import type { FastifyInstance } from 'fastify';
import { payoutEndpoints as endpoints } from '../../../contract/accounts/payout-endpoints';
import { createPayoutSchema, PAYOUT_FORM_FIELDS } from '../../../contract/accounts/payouts';
import { documentedOnly } from '../../platform/api-contract';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import { parseWith } from '../../platform/http-error';
import type { PayoutsService } from './payouts-service';

/** The signed-in client's payouts; registered inside the client scope. */
export async function clientPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  const { payouts } = options;
  implement(app, endpoints.listForClient, async (request) => payouts.listForClient(ownAccount(request, request.params.id)));
  implement(
    app,
    endpoints.request,
    async (request, reply) => {
      const body = parseWith(createPayoutSchema, request.body, PAYOUT_FORM_FIELDS);
      return reply.code(201).send(await payouts.request(ownAccount(request, body.clientAccountId), body));
    },
    // Parsed in the handler: a refusal of the wallet or its type names that field for the form.
    { validatorCompiler: documentedOnly },
  );
}

/** The payout queue for staff; registered inside the guarded admin scope. */
export async function adminPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  const { payouts } = options;
  implement(app, endpoints.list, async (request) => payouts.listForStaff(request.query));
  implement(app, endpoints.update, async (request) => {
    const { status, adminNotes, reason, paymentReference } = request.body;
    return payouts.update(request.params.id, { status, adminNotes, reason, paymentReference }, actingStaff(request));
  });
  implement(app, endpoints.bankDetails, async (request, reply) => {
    // Never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    return payouts.bankDetailsFor(request.params.id, actingStaff(request));
  });
}
