import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assessmentCreatedSchema, assessmentSchema } from '../../../contract/intake/assessment';
import { contactSchema } from '../../../contract/intake/contact';
import { documentedOnly, failures } from '../../platform/api-contract';
import type { LimitWindow } from '../../platform/rate-limits';
import { parseAssessment, type IntakeService } from './service';

export interface IntakeRouteOptions {
  intake: IntakeService;
  assessmentLimit: LimitWindow;
  contactLimit: LimitWindow;
}

export async function intakeRoutes(app: FastifyInstance, options: IntakeRouteOptions) {
  const { intake } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/client-submissions',
    {
      config: { rateLimit: options.assessmentLimit },
      // Parsed in the handler: a refusal names the missing fields or the bad email (`{message, missingFields}`, `{message, field}`).
      validatorCompiler: documentedOnly,
      schema: {
        description: 'A free case assessment from the landing page.',
        body: assessmentSchema,
        response: { 201: assessmentCreatedSchema, ...failures(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await intake.submitAssessment(parseAssessment(request.body));
      return reply.code(201).send(created);
    },
  );

  routes.post(
    '/api/contact-submissions',
    {
      config: { rateLimit: options.contactLimit },
      schema: {
        description: 'A message from the contact form.',
        body: contactSchema,
        response: { 201: z.object({ id: z.number().int() }), ...failures(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await intake.submitContact(request.body)),
  );
}
