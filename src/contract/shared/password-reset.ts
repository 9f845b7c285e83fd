import { z } from 'zod';
import { emailField } from './fields';
import { PASSWORD_MIN } from './password';

/** Forgot password, for clients (/api/client/password-reset) and staff (/api/admin/password-reset). */
export const passwordResetRequestSchema = z.object({ email: emailField('Valid email is required') });

const linkToken = z
  .string({ error: 'The reset link is incomplete' })
  .min(20, 'The reset link is incomplete')
  .max(200, 'The reset link is incomplete');

export const passwordResetConfirmSchema = z.object({
  token: linkToken,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password must be 200 characters or less'),
});

/** Whether an emailed reset or invitation link still works, asked when its page opens (the link is not used up). */
export const passwordResetLinkQuerySchema = z.object({ token: linkToken });
export const passwordResetLinkStateSchema = z.object({
  usable: z.boolean(),
  /** The account's email, when the link works: its page says which account the password is for. */
  email: z.string().optional(),
});
export type PasswordResetLinkState = z.infer<typeof passwordResetLinkStateSchema>;

/** The same answer whether or not the address has an account (it must not tell who is a client), with how long the link works. */
export const passwordResetSentMessage = (validMinutes: number) =>
  `If an account exists for that email address, we have sent it a link to choose a new password. It is valid for ${validMinutes} minutes.`;
export const PASSWORD_RESET_INVALID_MESSAGE = 'This link is invalid, has expired or has already been used. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your new password is set. You can sign in with it now.';

export const messageSchema = z.object({ message: z.string() });
/** A password set from a link: a client is signed in at once (the session cookie is set); staff sign in at the gate. */
export const passwordResetDoneSchema = messageSchema.extend({ signedIn: z.boolean() });
export const CLIENT_PASSWORD_SET_SIGNED_IN_MESSAGE = 'Your password is set and you are signed in.';
