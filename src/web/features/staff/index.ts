// The staff feature's public face: the sign-in gate, the session, logout, the staff list and password change.
export { dropAdminData, useStaffSession } from './api/get-staff-session';
export { useStaffList } from './api/get-staff';
export { useLogout } from './api/logout';
export { AdminGate } from './components/admin-gate';
export { ChangePasswordButton } from './components/change-password-dialog';
export { adminAccessNeedsCode, useAdminAccess } from './api/admin-access';
export { AdminAccessCodeDialog } from './components/admin-access-code-dialog';
export { useOwnActivity } from './api/get-activity';
export { LandingSignInForm } from './components/landing-sign-in-form';
export { ProfileNameForm } from './components/profile-name-form';
export { TwoFactorSetup } from './components/two-factor-setup';
export { ChoosePasswordForm } from './components/choose-password-form';
export { FORGOT_PASSWORD_QUERY, ForgotPassword } from './components/forgot-password';
export { TeamTab } from './components/team-tab';
export { openedFromPanel, PROFILE_FROM_PANEL } from './profile-address';
