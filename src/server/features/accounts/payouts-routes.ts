import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { filterChoice, idParamSchema } from '../../../contract/shared/fields';
import { createPayoutSchema, updatePayoutSchema, PAYOUT_STATUSES } from '../../../contract/accounts/payouts';
import { parseWith } from '../../platform/http-error';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import type { PayoutsService } from './payouts-service';

const statusFilterSchema = z.object({ status: filterChoice(PAYOUT_STATUSES, 'status') });

export async function clientPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  app.get('/api/client/withdrawal-requests/:id', async (request) =>
    options.payouts.listForClient(ownAccount(request, parseWith(idParamSchema, request.params).id)),
  );

  app.post('/api/withdrawal-requests', async (request, reply) => {
    const input = parseWith(createPayoutSchema, request.body);
    const created = await options.payouts.request(ownAccount(request, input.clientAccountId), input);
    return reply.code(201).send(created);
  });
}

export async function adminPayoutRoutes(app: FastifyInstance, options: { payouts: PayoutsService }) {
  app.get('/api/admin/withdrawal-requests', { config: { role: 'caseworker' } }, async (request) =>
    options.payouts.listForStaff(parseWith(statusFilterSchema, request.query).status),
  );

  app.patch('/api/admin/withdrawal-requests/:id', { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    const { status, adminNotes } = parseWith(updatePayoutSchema, request.body);
    // Completing or rejecting moves money or closes the request for good: an admin's decision.
    const actor = status === 'completed' || status === 'rejected' ? requireAdmin(request) : actingStaff(request);
    return options.payouts.update(id, { status, adminNotes }, actor.id);
  });
}

