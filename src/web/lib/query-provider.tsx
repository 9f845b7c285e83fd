import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

let client: ReturnType<typeof createQueryClient> | undefined;

/** Forgets everything this tab has loaded (signed out of everything). */
export function clearQueryCache(): void {
  client?.clear();
}

/**
 * The tab's one query cache. The landing page renders without it (TanStack Query stays out of its
 * first bundle); the other pages and the landing's forms load it, and all of them share this client.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
