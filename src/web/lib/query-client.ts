import { focusManager, hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { CLIENT_QUERY_ROOT, STAFF_SESSION_KEY } from './query-keys';

const CLIENT_SESSION_KEY = [CLIENT_QUERY_ROOT, 'session'];

/** The data-fetching defaults: no automatic retries, data never goes stale, no refetch on focus. */
export function createQueryClient(): QueryClient {
  // A 401 from any other call may mean the client's session ended meanwhile: the dashboard's session
  // check (only when shown) asks the server again and, refused, takes the client to sign in.
  const recheckClientSession = (error: unknown) => {
    if (isApiError(error) && error.status === 401) void client.invalidateQueries({ queryKey: CLIENT_SESSION_KEY, exact: true });
  };
  // A 403 may mean an admin changed this member's role meanwhile: the admin panel asks who is signed in
  // again, so it stops offering what the member may no longer do.
  const recheckStaffRole = (error: unknown) => {
    if (isApiError(error) && error.status === 403) void client.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
  };
  const recheck = (error: unknown) => {
    recheckClientSession(error);
    recheckStaffRole(error);
  };
  // "Window focus", for a query that asks for a refetch on it: the page shown again (another browser tab
  // had been), as by default, or its window focused again (another application had been). Not on a
  // timer: a page left open would then keep its staff token from ever expiring idle.
  focusManager.setEventListener((onFocus) => {
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryHash !== hashKey(CLIENT_SESSION_KEY)) recheckClientSession(error);
        if (query.queryKey[0] !== STAFF_SESSION_KEY[0]) recheckStaffRole(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheck }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
