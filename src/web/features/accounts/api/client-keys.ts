import { CLIENT_QUERY_ROOT, clientTimelineKey } from '../../../lib/query-keys';

/** The signed-in client's own data; every key starts with CLIENT_QUERY_ROOT, so signing in or out drops them all. */
export const clientKeys = {
  session: [CLIENT_QUERY_ROOT, 'session'] as const,
  ledger: (id: number) => [CLIENT_QUERY_ROOT, 'ledger', id] as const,
  payouts: (id: number) => [CLIENT_QUERY_ROOT, 'withdrawal-requests', id] as const,
  timeline: clientTimelineKey,
};
