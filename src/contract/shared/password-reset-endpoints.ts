import { endpoint } from './endpoint';
import {
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetLinkQuerySchema,
  passwordResetLinkStateSchema,
  passwordResetRequestSchema,
} from './password-reset';
import { failures } from './replies';

/** Forgot password, and the emailed reset or invitation link, for one kind of account; outside both guarded scopes. */
function passwordResetEndpointsOf<const P extends 'client' | 'admin'>(kind: 'client' | 'staff', prefix: P) {
  return {
    request: endpoint({
      method: 'POST',
      path: `/api/${prefix}/password-reset`,
      access: 'public',
      description: `Forgot password (${kind}): the same answer, in the same time, whether or not the address has an account (the link is made after answering).`,
      body: passwordResetRequestSchema,
      replies: { 202: messageSchema, ...failures(400, 429) },
    }),
    linkState: endpoint({
      method: 'GET',
      path: `/api/${prefix}/password-reset/link`,
      access: 'public',
      description: `Whether a ${kind} reset or invitation link still works (unused, unexpired, its account active), without using it up.`,
      query: passwordResetLinkQuerySchema,
      replies: { 200: passwordResetLinkStateSchema, ...failures(400, 429) },
    }),
    confirm: endpoint({
      method: 'POST',
      path: `/api/${prefix}/password-reset/confirm`,
      access: 'public',
      description: `Sets a ${kind} password from an emailed reset or invitation link; ends every other session.${
        kind === 'client' ? ' The client is signed in: the reply sets a new session cookie.' : ''
      }`,
      body: passwordResetConfirmSchema,
      replies: { 200: passwordResetDoneSchema, ...failures(400, 429) },
    }),
  };
}

export const passwordResetEndpoints = {
  client: passwordResetEndpointsOf('client', 'client'),
  staff: passwordResetEndpointsOf('staff', 'admin'),
};

/** Either kind's endpoints, for the code that serves or calls both alike. */
export type PasswordResetEndpoints = ReturnType<typeof passwordResetEndpointsOf<'client' | 'admin'>>;
