import { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { LeadListParams } from '../lib/lead-list-params';

const LEADS = leadEndpoints.list.path;

export const leadKeys = {
  all: [LEADS] as const,
  list: (params: LeadListParams) => [LEADS, 'list', params] as const,
  summary: [LEADS, 'summary'] as const,
  sources: (from: string, to: string) => [LEADS, 'sources', from, to] as const,
  duplicateGroups: [LEADS, 'duplicate-groups'] as const,
  history: (id: number) => [LEADS, id, 'history'] as const,
  one: (id: number) => [LEADS, id, 'lead'] as const,
  notes: (id: number) => [LEADS, id, 'notes'] as const,
  activity: (id: number) => [LEADS, id, 'activity'] as const,
  duplicates: (id: number) => [LEADS, id, 'duplicates'] as const,
};
