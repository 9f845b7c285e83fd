import type { FastifyInstance } from 'fastify';
import { intakeEndpoints as endpoints } from '../../../contract/intake/endpoints';
import { documentedOnly } from '../../platform/api-contract';
import { implement } from '../../platform/endpoints';
import type { LimitWindow } from '../../platform/rate-limits';
import { parseAssessment } from './parse-assessment';
import type { IntakeService } from './service';

export interface IntakeRouteOptions {
  intake: IntakeService;
  assessmentLimit: LimitWindow;
  contactLimit: LimitWindow;
}

export async function intakeRoutes(app: FastifyInstance, options: IntakeRouteOptions) {
  const { intake } = options;
  implement(
    app,
    endpoints.submitAssessment,
    async (request, reply) => reply.code(201).send(await intake.submitAssessment(parseAssessment(request.body))),
    // Parsed in the handler: a refusal names the missing fields or the bad email (`{message, missingFields}`, `{message, field}`).
    { config: { rateLimit: options.assessmentLimit }, validatorCompiler: documentedOnly },
  );
  implement(app, endpoints.submitContact, async (request, reply) => reply.code(201).send(await intake.submitContact(request.body)), {
    config: { rateLimit: options.contactLimit },
  });
}
