import { z } from 'zod';
import { emailField } from '../shared/fields';
import { PASSWORD_MIN } from '../shared/password';

export const adminLoginSchema = z.object({
  email: emailField('Valid email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
  /** The two-factor code (or a recovery code), for a member who has two-factor sign-in on. */
  code: z.string({ error: 'The code must be text' }).trim().max(40, 'The code is too long').optional(),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const adminTokenSchema = z.object({
  token: z.string(),
  /** STAFF_MFA_REQUIRED: the member must set up two-factor sign-in before anything else. */
  mfaEnrolmentRequired: z.boolean().optional(),
});

export const MFA_CODE_REQUIRED_MESSAGE = 'Enter the code from your authenticator app';
export const MFA_CODE_WRONG_MESSAGE = 'That code is not correct. Enter the current code from your authenticator app, or a recovery code.';
/** After ten wrong codes (a known password being guessed past): only a recovery code signs in, or an admin's reset. */
export const MFA_LOCKED_MESSAGE =
  'Too many wrong codes: codes from your authenticator app are locked, and we have emailed you. Sign in with a recovery code, or ask an admin to reset your two-factor sign-in.';
export const MFA_ENROLMENT_REQUIRED_MESSAGE = 'Set up two-factor sign-in to continue';
export const MFA_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on. An admin can reset it if you lost your device.';
export const MFA_NOT_STARTED_MESSAGE = 'Start the two-factor set-up first';
export const MFA_SETUP_CODE_WRONG_MESSAGE = 'That code is not correct. Check the time on your phone and enter the current code.';

export const mfaSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL's QR code as rows of dark (true) and light modules, for the page to draw. */
  qr: z.array(z.array(z.boolean())),
});
export const mfaConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const mfaRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Two-factor sign-in is on. */
  mfaEnabled: z.boolean(),
  /** STAFF_MFA_REQUIRED and not enrolled yet: nothing but the profile page until they are (GET /api/admin/me only). */
  mfaEnrolmentRequired: z.boolean().optional(),
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
/** The toast when the password was right and the two-factor code is still to come (not 'Access Denied'). */
export const TWO_FACTOR_CODE_NEEDED = 'Two-factor code needed';

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
