import type { LeadListParams } from '../lib/lead-list-params';

export const LEADS_PATH = '/api/admin/client-submissions';

export const leadKeys = {
  all: [LEADS_PATH] as const,
  list: (params: LeadListParams) => [LEADS_PATH, 'list', params] as const,
  summary: [LEADS_PATH, 'summary'] as const,
  history: (id: number) => [LEADS_PATH, id, 'history'] as const,
  one: (id: number) => [LEADS_PATH, id, 'lead'] as const,
  notes: (id: number) => [LEADS_PATH, id, 'notes'] as const,
  activity: (id: number) => [LEADS_PATH, id, 'activity'] as const,
  duplicates: (id: number) => [LEADS_PATH, id, 'duplicates'] as const,
};
