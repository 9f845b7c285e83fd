import type { LeadListParams } from '../lib/lead-list-params';

export const LEADS_PATH = '/api/admin/client-submissions';

export const leadKeys = {
  all: [LEADS_PATH] as const,
  list: (params: LeadListParams) => [LEADS_PATH, 'list', params] as const,
  summary: [LEADS_PATH, 'summary'] as const,
  history: (id: number) => [LEADS_PATH, id, 'history'] as const,
};
