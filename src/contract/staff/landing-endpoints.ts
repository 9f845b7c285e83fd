import { z } from 'zod';
import { authUserSchema, SIGNED_IN_REPLY_DESCRIPTION, signedInSchema } from '../shared/auth-user';
import { endpoint } from '../shared/endpoint';
import { failures } from '../shared/replies';
import { activitySchema, adminAccessSchema, landingSignInSchema } from './landing';
import { adminTokenSchema } from './staff';

/** A route that answers with a redirect only. */
const redirect = { 302: z.null() };

/**
 * Signing in on the landing side (the landing-side session cookie), who is signed in, and 'Admin Access'
 * from it. Outside both guarded scopes: each reads the session itself.
 */
export const landingEndpoints = {
  startSignIn: endpoint({
    method: 'GET',
    path: '/api/login',
    access: 'public',
    description: 'Starts signing in: at the identity provider when one is configured, else on the sign-in page.',
    replies: redirect,
  }),
  providerReturn: endpoint({
    method: 'GET',
    path: '/api/callback',
    access: 'public',
    description: "The identity provider's return: the code is exchanged, the email matched to a staff account.",
    replies: redirect,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    description: "The sign-in page's staff sign-in: sets the session cookie.",
    body: landingSignInSchema,
    replies: { 200: authUserSchema, ...failures(400, 401, 429) },
  }),
  signOut: endpoint({
    method: 'GET',
    path: '/api/logout',
    access: 'public',
    description: 'Ends the landing-side session (staff or client) and returns to the home page; a navigation started by another site ends nothing.',
    replies: redirect,
  }),
  // Nobody signed in is an answer, not an error: every visitor's page asks.
  signedIn: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'public',
    description: SIGNED_IN_REPLY_DESCRIPTION,
    replies: { 200: signedInSchema },
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/auth/activity',
    access: 'public',
    description: "The signed-in staff member's own latest audited actions.",
    replies: { 200: activitySchema, ...failures(401) },
  }),
  adminAccess: endpoint({
    method: 'POST',
    path: '/api/auth/admin-access',
    access: 'public',
    description:
      "'Admin Access': a bearer token for the admin panel from the landing-side session, without the password again. A session the identity provider started asks once for the member's two-factor code (401 mfaRequired), as the password sign-in does.",
    body: adminAccessSchema,
    replies: { 200: adminTokenSchema, ...failures(400, 401) },
  }),
};
