/** Where the dashboard sends a client whose session ended while they were on it: sign-in, saying so. */
export const SESSION_ENDED_PARAM = 'ended';
export const SESSION_ENDED_QUERY = `${SESSION_ENDED_PARAM}=1`;
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again to continue.';
