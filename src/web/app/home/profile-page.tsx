import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { dashboardUnauthorizedToast } from '../../../contract/staff/landing';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { staffDisplayName } from '../../../contract/staff/staff';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SkipLink } from '../../components/ui/skip-link';
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
import { PortalBrand } from '../portal/portal-brand';

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
    <div className="min-h-screen bg-navy-50">
      <title>Profile Settings</title>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <PortalBrand compact />
          <Link href={fromPanel ? '/admin' : '/home'} className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {fromPanel ? 'Back to Admin Panel' : 'Back to Home'}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
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
      </main>
    </div>
  );
}
