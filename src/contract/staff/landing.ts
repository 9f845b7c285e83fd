import { z } from 'zod';
import { adminLoginSchema } from './staff';

/** The landing side's sign-in page (used when no identity provider is configured). */
export const landingSignInSchema = adminLoginSchema;
export type LandingSignInInput = z.input<typeof landingSignInSchema>;

/**
 * 'Admin Access' from a session the identity provider started: the member's two-factor code when they
 * have two-factor sign-in on (the provider's sign-in is not the product's second factor).
 */
export const adminAccessCodeSchema = z.object({ code: adminLoginSchema.shape.code });
export const adminAccessSchema = adminAccessCodeSchema.nullish();
export type AdminAccessCodeInput = z.input<typeof adminAccessCodeSchema>;

export const LANDING_SIGN_IN_PATH = '/login';
export const HOME_PATH = '/home';
export const SIGN_IN_REFUSED_MESSAGE = 'Your identity provider signed you in, but there is no active staff account for that email';
export const PROVIDER_UNREACHABLE_MESSAGE =
  'The sign-in service could not be reached. Please try again in a few minutes, or sign in with your password.';
export const SIGN_IN_FAILED_MESSAGE = 'The sign-in could not be completed. Please try again.';

/**
 * Why a sign-in through the identity provider ended back on the sign-in page: the address carries the
 * code (`/login?error=refused`), the page shows its fixed words. Text in the address is never shown, so
 * a link cannot put its own words ("call this number") on our page.
 */
export const SIGN_IN_ERRORS = {
  failed: SIGN_IN_FAILED_MESSAGE,
  refused: SIGN_IN_REFUSED_MESSAGE,
  unreachable: PROVIDER_UNREACHABLE_MESSAGE,
} as const;
export type SignInError = keyof typeof SIGN_IN_ERRORS;

/** The words for `code` from the sign-in page's address; null for no code or one we never send. */
export function signInErrorMessage(code: string | null): string | null {
  return code !== null && Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as SignInError] : null;
}

/** One of the signed-in member's own recent actions, from the audit log. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activitySchema = z.object({ items: z.array(activityItemSchema) });
export const ACTIVITY_LIMIT = 10;

const ACTIVITY_LABELS: Record<string, string> = {
  'staff.signed_in': 'Signed in',
  'staff.password_changed': 'Changed your password',
  'staff.profile_updated': 'Updated your profile',
  'staff.invited': 'Invited a team member',
  'staff.updated': 'Changed a team member’s role',
  'staff.deactivated': 'Deactivated a team member',
  'staff.mfa_reset': 'Reset a team member’s two-factor sign-in',
  'staff.provisioned': 'Joined through the identity provider',
  'lead.updated': 'Updated a lead',
  'lead.deleted': 'Deleted a lead',
  'client_account.created': 'Created a client account',
  'client_account.updated': 'Updated a client account',
  'client_account.erased': 'Erased a client’s personal data',
  'ledger.recorded': 'Recorded money received',
  'ledger.reversed': 'Reversed a ledger entry',
  'withdrawal.updated': 'Updated a withdrawal request',
  'withdrawal.bank_details_viewed': 'Viewed the bank details of a withdrawal request',
  'document.reviewed': 'Reviewed a document',
  'content.updated': 'Edited the site content',
  'crm.queued': 'Queued a lead for the partner CRM',
  'chat_room.deleted': 'Deleted a chat conversation',
};

/** What an audited action says to the person who did it. */
export function activityLabel(action: string): string {
  return ACTIVITY_LABELS[action] ?? action.replace(/[._]+/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** Told when a signed-in staff page finds nobody signed in, before going to sign in again. */
export const dashboardUnauthorizedToast = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' } as const;

/** The profile page's name (the landing header and /home show it). */
export const updateProfileSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be 100 characters or less'),
  lastName: z.string({ error: 'Last name must be text' }).trim().max(100, 'Last name must be 100 characters or less'),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
