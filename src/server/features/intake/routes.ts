import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../../contract/intake/contact';
import { parseWith } from '../../platform/http-error';
import { parseAssessment, type IntakeService } from './service';

export interface IntakeRouteOptions {
  intake: IntakeService;
  assessmentLimit: { max: number; timeWindow: number };
  contactLimit: { max: number; timeWindow: number };
}

export async function intakeRoutes(app: FastifyInstance, options: IntakeRouteOptions) {
  const { intake } = options;

  app.post('/api/client-submissions', { config: { rateLimit: options.assessmentLimit } }, async (request, reply) => {
    const created = await intake.submitAssessment(parseAssessment(request.body));
    return reply.code(201).send(created);
  });

  app.post('/api/contact-submissions', { config: { rateLimit: options.contactLimit } }, async (request, reply) => {
    const created = await intake.submitContact(parseWith(contactSchema, request.body));
    return reply.code(201).send(created);
  });
}
