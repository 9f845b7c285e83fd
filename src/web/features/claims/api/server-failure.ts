import { serverMessage } from '../../../lib/server-message';

/** A failure toast with the server's reason, when it gave one. */
export const failed = (title: string) => (error: unknown) => ({ title, description: serverMessage(error) ?? 'Please try again.' });
