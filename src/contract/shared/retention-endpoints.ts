import { endpoint } from './endpoint';
import { failures } from './replies';
import { purgeQuerySchema, purgeResultSchema } from './retention';

/** The retention purge on demand. */
export const retentionEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/admin/retention/run',
    access: 'admin',
    description: 'Purges what is past its retention period (legal holds kept); with dryRun=true (the default) only counts it.',
    query: purgeQuerySchema,
    replies: { 200: purgeResultSchema, ...failures(400, 401, 403) },
  }),
};
