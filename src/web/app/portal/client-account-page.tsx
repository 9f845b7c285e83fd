import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { isApiError } from '../../lib/api';
import { TITLE_FOCUS, useTitleFocus } from '../../lib/title-focus';
import { ChangePasswordCard, OtherSessionsCard, SESSION_ENDED_QUERY, useClientSession } from '../../features/accounts';
import { PageLoading } from '../page-loading';
import { PageWithBackLink } from './page-with-back-link';

export const CLIENT_ACCOUNT_PATH = '/client-dashboard/account';

/** The client's Account page: their password and their other signed-in devices. Without a session, /client-login. */
export default function ClientAccountPage() {
  const [, navigate] = useLocation();
  const session = useClientSession();
  const title = useTitleFocus();
  const signedOut = isApiError(session.error) && session.error.status === 401;

  useEffect(() => {
    if (signedOut) navigate(session.data ? `/client-login?${SESSION_ENDED_QUERY}` : '/client-login', { replace: true });
  }, [signedOut, session.data, navigate]);

  if (signedOut || !session.data) return <PageLoading />;
  return (
    <PageWithBackLink
      title="Your Account"
      back={{ href: '/client-dashboard', state: TITLE_FOCUS, label: 'Back to dashboard', className: buttonClasses('outline', 'sm', 'shrink-0') }}
      stickyBar
      mainClassName="mx-auto grid max-w-3xl gap-6 px-4 pt-8 pb-24 sm:px-6"
    >
      <div>
        <h1 {...title} className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Your account
        </h1>
        <p className="mt-1 text-slate-700">
          Signed in as <span className="font-medium break-all text-navy-900">{session.data.email}</span>
        </p>
      </div>
      <ChangePasswordCard />
      <OtherSessionsCard />
    </PageWithBackLink>
  );
}
