import { endpoint } from '../shared/endpoint';
import { failures } from '../shared/replies';
import { assessmentCreatedSchema, assessmentSchema } from './assessment';
import { contactCreatedSchema, contactSchema } from './contact';

/**
 * What the landing page's forms send. The browser loads these on sending (they carry the schemas,
 * and so zod): never from the landing page's first chunk.
 */
export const intakeEndpoints = {
  submitAssessment: endpoint({
    method: 'POST',
    path: '/api/client-submissions',
    access: 'public',
    description: 'A free case assessment from the landing page.',
    body: assessmentSchema,
    replies: { 201: assessmentCreatedSchema, ...failures(400, 409, 429) },
  }),
  submitContact: endpoint({
    method: 'POST',
    path: '/api/contact-submissions',
    access: 'public',
    description: 'A message from the contact form.',
    body: contactSchema,
    replies: { 201: contactCreatedSchema, ...failures(400, 429) },
  }),
};
