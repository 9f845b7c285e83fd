import { z } from 'zod';
import { emailField } from '../shared/fields';
import { PASSWORD_MIN } from '../shared/password';

export const adminLoginSchema = z.object({
  email: emailField('Valid email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const adminTokenSchema = z.object({ token: z.string() });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const INVALID_STAFF_CREDENTIALS_MESSAGE = 'Incorrect email or password';
export const STAFF_SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';
export const STAFF_PASSWORD_MIN = PASSWORD_MIN;

export const adminLoginToasts = {
  denied: { title: 'Access Denied', description: 'Incorrect password. Please try again.' },
  error: { title: 'Error', description: 'Authentication failed. Please try again.' },
  granted: { title: 'Access Granted', description: 'Welcome to the admin dashboard.' },
} as const;

export function staffDisplayName(member: Pick<StaffMember, 'firstName' | 'lastName' | 'email'>): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name || member.email;
}

export const changeStaffPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(STAFF_PASSWORD_MIN, `The new password must have at least ${STAFF_PASSWORD_MIN} characters`)
    .max(200, 'The new password must be 200 characters or less'),
});
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';
