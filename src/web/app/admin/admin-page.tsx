import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { isApiError } from '../../lib/api';
import { PageLoading } from '../page-loading';
import { useAdminToken } from '../../lib/admin-token';
import { useTitleFocusInPlace } from '../../lib/title-focus';
import { dropAdminData, useStaffSession, AdminGate, PROFILE_FROM_PANEL } from '../../features/staff';
import { AdminShell } from './admin-shell';
import { PortalBrand } from '../portal/portal-brand';

/** /admin: the sign-in gate until a stored token is accepted, then the dashboard. */
export default function AdminPage() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const session = useStaffSession(token);
  const focusTitleHere = useTitleFocusInPlace();

  useEffect(() => {
    if (!token) dropAdminData(queryClient);
  }, [token, queryClient]);

  if (!token || (session.isError && isApiError(session.error) && session.error.status === 401)) {
    return (
      <>
        <title>Admin Access</title>
        <AdminGate onSignedIn={focusTitleHere} brand={<PortalBrand />} />
      </>
    );
  }
  if (session.isPending) return <PageLoading />;
  // A later check that fails (the server out of reach a moment) leaves the panel as it was.
  if (session.data === undefined) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-navy-50 px-4 text-center">
        <p role="alert" className="text-slate-800">
          The server could not be reached. Please check your connection and try again.
        </p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  if (session.data.mfaEnrolmentRequired) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-navy-50 px-4 text-center">
        <title>Admin Access</title>
        <h1 className="text-2xl font-bold text-navy-900">Set up two-factor sign-in</h1>
        <p className="max-w-md text-slate-800">
          The practice requires two-factor sign-in for every staff member. Set it up on your profile page, then come back.
        </p>
        <Link href={PROFILE_FROM_PANEL} className={buttonClasses('primary', 'md')}>
          Set up two-factor sign-in
        </Link>
      </main>
    );
  }
  return (
    // The shell titles the page (with the number of chats waiting).
    <AdminShell staff={session.data} />
  );
}
