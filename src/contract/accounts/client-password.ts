import { z } from 'zod';
import { PASSWORD_MIN } from '../shared/password';

/** The client's Account page: a new password (checked against the current one), and ending their other sessions. */
export const changeClientPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, `The new password must have at least ${PASSWORD_MIN} characters`)
    .max(200, 'The new password must be 200 characters or less'),
});
export type ChangeClientPassword = z.infer<typeof changeClientPasswordSchema>;

/** How many other sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0), message: z.string() });

export const CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';
export const CLIENT_PASSWORD_CHANGED_MESSAGE = 'Your password is changed. You are signed out everywhere else.';
export const otherSessionsEndedMessage = (ended: number) =>
  ended === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`;
/** A POST to the client's account security routes that another site's page started. */
export const FOREIGN_REQUEST_MESSAGE = 'This request did not come from our site and was refused.';
