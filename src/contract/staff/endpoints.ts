import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, noContent } from '../shared/replies';
import { updateProfileSchema } from './landing';
import {
  adminLoginSchema,
  adminTokenSchema,
  changeStaffPasswordSchema,
  mfaConfirmSchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  staffMemberSchema,
} from './staff';
import { inviteStaffSchema, teamListSchema, teamMemberSchema, updateStaffSchema } from './team';

/** The admin panel's sign-in, and the signed-in staff member's own session, profile, password and two-factor sign-in. */
export const staffEndpoints = {
  // Outside the staff scope: it is how a token is got.
  signIn: endpoint({
    method: 'POST',
    path: '/api/admin/authenticate',
    access: 'public',
    description: 'Staff sign-in: answers a bearer token for the admin calls.',
    body: adminLoginSchema,
    replies: { 200: adminTokenSchema, ...failures(400, 401, 429) },
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'caseworker',
    replies: { ...noContent, ...failures(401) },
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    access: 'caseworker',
    replies: { 200: staffMemberSchema, ...failures(401) },
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/admin/me',
    access: 'caseworker',
    description: 'Changes your own name.',
    body: updateProfileSchema,
    replies: { 200: staffMemberSchema, ...failures(400, 401) },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/admin/password',
    access: 'caseworker',
    body: changeStaffPasswordSchema,
    replies: { ...noContent, ...failures(400, 401, 429) },
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/api/admin/mfa/setup',
    access: 'caseworker',
    description: 'Starts two-factor set-up: a new secret to scan (not on until confirmed with a code).',
    replies: { 200: mfaSetupSchema, ...failures(401, 409) },
  }),
  confirmTwoFactor: endpoint({
    method: 'POST',
    path: '/api/admin/mfa/confirm',
    access: 'caseworker',
    description: 'Turns two-factor sign-in on with a first code; answers ten single-use recovery codes, shown once.',
    body: mfaConfirmSchema,
    replies: { 200: mfaRecoveryCodesSchema, ...failures(400, 401, 409) },
  }),
};

/** The Team tab: the members, invitations, roles, deactivation and two-factor resets. */
export const teamEndpoints = {
  // Caseworkers read the active members too: they assign leads to them.
  list: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    access: 'caseworker',
    description: 'The team: everyone for an admin, the active members for a caseworker.',
    replies: { 200: teamListSchema, ...failures(401) },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/staff',
    access: 'admin',
    description: 'Invites a member: they get an email with a link to choose a password (7 days).',
    body: inviteStaffSchema,
    replies: { 201: teamMemberSchema, ...failures(400, 401, 403, 409) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    access: 'admin',
    params: idParamSchema,
    body: updateStaffSchema,
    replies: { 200: teamMemberSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/invitation',
    access: 'admin',
    description: 'Sends an invited member a new link to choose their password; earlier links stop working.',
    params: idParamSchema,
    replies: { 200: teamMemberSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  resetTwoFactor: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/mfa/reset',
    access: 'admin',
    description: "Turns a member's two-factor sign-in off (audited).",
    params: idParamSchema,
    replies: { 200: teamMemberSchema, ...failures(400, 401, 403, 404) },
  }),
};
