import { accountEndpoints } from '../../../../contract/accounts/endpoints';

const root = accountEndpoints.list.path;

export const clientAccountKeys = {
  all: [root] as const,
  list: (q: string, updateOverdue = false) => [root, 'list', q, updateOverdue] as const,
  detail: (id: number) => [root, id] as const,
  timeline: (id: number) => [root, id, 'timeline'] as const,
};
