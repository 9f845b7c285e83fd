import { z } from 'zod';
import { emailField, requiredText } from '../shared/fields';
import { staffMemberSchema } from './staff';

/** The two roles: an admin does everything; a caseworker works cases but not the team, content or money going out. */
export const STAFF_ROLES = ['admin', 'caseworker'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const roleOf = (member: { isAdmin: boolean }): StaffRole => (member.isAdmin ? 'admin' : 'caseworker');

export const teamMemberSchema = staffMemberSchema.extend({
  isActive: z.boolean(),
  mfaEnabled: z.boolean(),
  /** Invited, and has neither chosen a password nor signed in through the identity provider. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.object({ items: z.array(teamMemberSchema) });

export const inviteStaffSchema = z.object({
  email: emailField('Valid email is required'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  isAdmin: z.boolean({ error: 'Choose a role' }).default(false),
});
export type InviteStaff = z.output<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .strictObject(
    { isAdmin: z.boolean().optional(), active: z.boolean().optional() },
    { error: 'Only the role and whether the member is active can change' },
  )
  .refine((v) => v.isAdmin !== undefined || v.active !== undefined, { message: 'Nothing to change' });
export type UpdateStaff = z.output<typeof updateStaffSchema>;

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this';
/** What only an admin may do (the server refuses it to caseworkers), as the invite and role-change screens say it. */
export const ADMIN_ONLY_POWERS =
  'manage the team and site content, reverse ledger entries, complete or reject payouts, export, delete or share leads with the partner, and erase clients';
export const STAFF_EXISTS_MESSAGE = 'A staff member with this email already exists';
export const NOT_INVITED_MESSAGE = 'Only an active member who has not chosen a password or signed in yet can be sent a new invitation';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found';
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted or deactivated: make another member an admin first';
