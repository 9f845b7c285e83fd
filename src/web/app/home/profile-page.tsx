import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dashboardUnauthorizedToast } from '../../../contract/staff/landing';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { staffDisplayName } from '../../../contract/staff/staff';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useAdminToken } from '../../lib/admin-token';
import {
  AdminAccessCodeDialog,
  adminAccessNeedsCode,
  ChangePasswordButton,
  openedFromPanel,
  ProfileNameForm,
  TwoFactorSetup,
  useAdminAccess,
  useStaffSession,
} from '../../features/staff';
import { ChatAlertSetting } from '../../features/chat';
import { PageLoading } from '../page-loading';
import { PageWithBackLink } from '../portal/page-with-back-link';

/** `/profile`: the signed-in member's name, password and two-factor sign-in. */
export default function ProfilePage() {
  const [, navigate] = useLocation();
  const token = useAdminToken();
  const session = useStaffSession(token);
  const access = useAdminAccess(navigate);
  const asked = useRef(false);
  const fromPanel = openedFromPanel(useSearch());

  // Signed in on the landing side but without a panel token yet: get one from the session.
  useEffect(() => {
    if (token || asked.current) return;
    asked.current = true;
    access.mutate({ path: '/profile' });
  }, [token, access]);

  useEffect(() => {
    if (!access.isError || adminAccessNeedsCode(access.error)) return;
    toast({ ...dashboardUnauthorizedToast, variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(landingEndpoints.startSignIn.path), 500);
    return () => clearTimeout(timer);
  }, [access.isError, access.error]);

  if (!session.data) {
    return (
      <>
        <PageLoading />
        <AdminAccessCodeDialog access={access} onCancel={() => navigate('/home')} />
      </>
    );
  }
  const member = session.data;
  return (
    <PageWithBackLink
      title="Profile Settings"
      back={{
        href: fromPanel ? '/admin' : '/home',
        label: fromPanel ? 'Back to Admin Panel' : 'Back to Home',
        className: buttonClasses('ghost', 'sm'),
      }}
      mainClassName="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6"
    >
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Profile Settings</h1>
        <p className="mt-1 text-sm text-slate-700">
          Signed in as {staffDisplayName(member)} ({member.email}), {member.isAdmin ? 'admin' : 'caseworker'}.
        </p>
      </div>
      <Card className="grid gap-4 p-6">
        <h2 className="text-lg font-semibold text-navy-900">Your name</h2>
        <ProfileNameForm member={member} />
      </Card>
      <Card className="grid gap-3 p-6">
        <h2 className="text-lg font-semibold text-navy-900">Password</h2>
        <p className="text-sm text-slate-700">At least 12 characters, and not one of the passwords most often guessed.</p>
        <div>
          <ChangePasswordButton />
        </div>
      </Card>
      <Card className="grid gap-3 p-6">
        <h2 className="text-lg font-semibold text-navy-900">Two-factor sign-in</h2>
        <TwoFactorSetup member={member} />
      </Card>
      <Card className="grid gap-3 p-6">
        <h2 className="text-lg font-semibold text-navy-900">Live chat alerts</h2>
        <ChatAlertSetting memberId={member.id} />
      </Card>
    </PageWithBackLink>
  );
}
