/** The prefix of every staff query key: a sign-out drops them all. */
export const ADMIN_QUERY_ROOT = '/api/admin';

/** Who is signed in to the admin panel (its queries carry the token after this). */
export const STAFF_SESSION_KEY = [`${ADMIN_QUERY_ROOT}/me`] as const;

/** The prefix of every client query key: signing in or out drops them all. */
export const CLIENT_QUERY_ROOT = '/api/client';

/** The signed-in client's case history: what they do themselves (an upload, a payout request) adds to it. */
export const clientTimelineKey = (accountId: number) => [CLIENT_QUERY_ROOT, 'timeline', accountId] as const;
