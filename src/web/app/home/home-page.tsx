import { Activity, FilePlus2, FolderOpen, Loader2, ShieldCheck, UserCog } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { dashboardUnauthorizedToast } from '../../../contract/staff/landing';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LogoutButton } from '../../components/ui/logout-button';
import { SkipLink } from '../../components/ui/skip-link';
import { toast } from '../../components/ui/use-toast';
import { useAuthUser } from '../../features/accounts';
import { AdminAccessCodeDialog, useAdminAccess, useOwnActivity } from '../../features/staff';
import { formatDateTime } from '../../lib/format';
import { useTitleFocus } from '../../lib/title-focus';
import { useLogoutEverywhere } from '../landing/logout';
import { PortalBrand } from '../portal/portal-brand';

function HomeCard({ title, icon: Icon, children }: { title: string; icon: typeof Activity; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-teal-700" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function HomeHeader({ name, logout }: { name: string; logout: ReturnType<typeof useLogoutEverywhere> }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" className="min-w-9 rounded-md" aria-label="Home page">
          <PortalBrand compact />
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          <span className="truncate text-sm font-medium text-navy-900" data-testid="signed-in-name">
            {name}
          </span>
          <LogoutButton className="shrink-0" onLogout={logout.logout} pending={logout.pending} />
        </div>
      </div>
    </header>
  );
}

function RecentActivity({ activity }: { activity: ReturnType<typeof useOwnActivity> }) {
  return (
    <HomeCard title="Recent Activity" icon={Activity}>
      {activity.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : activity.isError ? (
        <p className="text-sm text-slate-600">Your recent activity could not be loaded.</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Your recent activity">
          {activity.data.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="text-navy-900">{item.label}</span>
              <time className="text-slate-600" dateTime={item.createdAt}>
                {formatDateTime(item.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

/** `/home`: the signed-in staff member's dashboard. */
export default function HomePage() {
  const [, navigate] = useLocation();
  const { data: user, isPending } = useAuthUser();
  const staff = user?.kind === 'staff' ? user : null;
  const activity = useOwnActivity(staff !== null);
  const adminAccess = useAdminAccess(navigate);
  const title = useTitleFocus();
  const logout = useLogoutEverywhere();

  useEffect(() => {
    if (isPending) return;
    if (user?.kind === 'client') {
      navigate('/client-dashboard', { replace: true });
      return;
    }
    if (user) return;
    toast({ ...dashboardUnauthorizedToast, variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(landingEndpoints.startSignIn.path), 500);
    return () => clearTimeout(timer);
  }, [isPending, user, navigate]);

  if (!staff) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-navy-50" role="status">
        <Loader2 aria-hidden="true" className="mr-2 h-5 w-5 animate-spin text-teal-700" />
        <span className="text-sm text-slate-700">Loading...</span>
      </div>
    );
  }

  const entering = adminAccess.isPending ? (adminAccess.variables?.path ?? null) : null;
  return (
    <div className="min-h-screen bg-navy-50">
      <title>Home</title>
      <AdminAccessCodeDialog access={adminAccess} />
      <SkipLink />
      <HomeHeader name={[staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.email} logout={logout} />
      <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
        <h1 {...title} className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Welcome back, {staff.firstName?.trim() || 'User'}!
        </h1>
        <div className="grid gap-4 sm:grid-cols-2">
          <HomeCard title="Submit New Case" icon={FilePlus2}>
            <p className="text-sm text-slate-700">Record a new free case assessment for someone who contacted the practice.</p>
            <Link href="/" className={buttonClasses('outline', 'md', 'mt-auto w-full sm:w-auto')}>
              New Assessment
            </Link>
          </HomeCard>
          <HomeCard title="Case Dashboard" icon={FolderOpen}>
            <p className="text-sm text-slate-700">The leads list: search, filter and work the cases.</p>
            <Button
              className="mt-auto w-full sm:w-auto"
              variant="outline"
              disabled={entering !== null}
              onClick={() => adminAccess.mutate({ path: '/admin?tab=leads' })}
            >
              {entering === '/admin?tab=leads' ? 'Opening...' : 'View Cases'}
            </Button>
          </HomeCard>
          <HomeCard title="Profile Settings" icon={UserCog}>
            <p className="text-sm text-slate-700">Your name, password and two-factor sign-in.</p>
            <Link href="/profile" className={buttonClasses('outline', 'md', 'mt-auto w-full sm:w-auto')}>
              Edit Profile
            </Link>
          </HomeCard>
          <RecentActivity activity={activity} />
          {staff.isAdmin && (
            <HomeCard title="Admin Access" icon={ShieldCheck}>
              <p className="text-sm text-slate-700">The admin panel, without typing your password again.</p>
              <Button className="mt-auto w-full sm:w-auto" disabled={entering !== null} onClick={() => adminAccess.mutate({ path: '/admin' })}>
                Admin Access
              </Button>
            </HomeCard>
          )}
        </div>
      </main>
    </div>
  );
}
