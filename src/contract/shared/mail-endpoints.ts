import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamSchema } from './fields';
import { failedMailSchema } from './mail';
import { messageSchema } from './password-reset';
import { failures } from './replies';

/** The email that could not be delivered, for admins to see and queue again. */
export const mailEndpoints = {
  failed: endpoint({
    method: 'GET',
    path: '/api/admin/mail/failed',
    access: 'admin',
    description: 'Email that failed after every attempt, newest first.',
    replies: { 200: z.object({ items: z.array(failedMailSchema) }), ...failures(401, 403) },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    access: 'admin',
    description: 'Queues a failed email again.',
    params: idParamSchema,
    replies: { 200: messageSchema, ...failures(400, 401, 403, 404) },
  }),
};
