export const CLIENT_ACCOUNTS_PATH = '/api/admin/client-accounts';

export const clientAccountKeys = {
  all: [CLIENT_ACCOUNTS_PATH] as const,
  list: (q: string, updateOverdue = false) => [CLIENT_ACCOUNTS_PATH, 'list', q, updateOverdue] as const,
  detail: (id: number) => [CLIENT_ACCOUNTS_PATH, id] as const,
  timeline: (id: number) => [CLIENT_ACCOUNTS_PATH, id, 'timeline'] as const,
};
