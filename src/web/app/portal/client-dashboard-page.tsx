import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ClientAccount } from '../../../contract/accounts/accounts';
import { toCents } from '../../../contract/shared/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { LogoutButton } from '../../components/ui/logout-button';
import { SkipLink } from '../../components/ui/skip-link';
import { isApiError } from '../../lib/api';
import { PageLoading } from '../page-loading';
import { forgetChatSession, ChatWidget } from '../../features/chat';
import {
  SESSION_ENDED_QUERY,
  useClientSession,
  useSignOutClient,
  AccountInfoCard,
  AmountCard,
  CaseProgressCard,
  FundsTransferredCard,
  ImportantNotice,
  LedgerList,
  RecoveryStatusCard,
  PayoutCard,
  PayoutList,
} from '../../features/accounts';
import { DocumentsCard } from '../../features/documents';
import { ComplaintsCard } from '../../features/complaints';
import { ClientClaimsCard, ClientPaymentsCard } from '../../features/claims/client';
import { CaseFacts } from './case-facts';
import { PortalBrand } from './portal-brand';
import { displayName } from '../../lib/client-format';
import { TITLE_FOCUS, useTitleFocus } from '../../lib/title-focus';

function DashboardHeader({ account }: { account: ClientAccount }) {
  const [, navigate] = useLocation();
  const logout = useSignOutClient(() => {
    // A shared computer must not show the next person this client's conversation.
    forgetChatSession();
    navigate('/client-login', { replace: true, state: TITLE_FOCUS });
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <PortalBrand compact />
        <div className="flex min-w-0 items-center gap-3">
          <span className="truncate text-sm font-medium text-navy-900" data-testid="client-name">
            {displayName(account)}
          </span>
          <Link href="/client-dashboard/account" className={buttonClasses('ghost', 'sm', 'shrink-0')}>
            <UserRound aria-hidden="true" className="h-4 w-4" />
            Account
          </Link>
          <LogoutButton className="shrink-0" onLogout={() => logout.mutate()} pending={logout.isPending} />
        </div>
      </div>
    </header>
  );
}

function Dashboard({ account }: { account: ClientAccount }) {
  const [requestedId, setRequestedId] = useState<number | null>(null);
  const title = useTitleFocus();
  const available = toCents(account.availableAmount);
  const transferred = toCents(account.transferredAmount);
  const moneyCard =
    available > 0 ? (
      <PayoutCard account={account} className="lg:col-span-2" onRequested={(payout) => setRequestedId(payout.id)} />
    ) : transferred > 0 ? (
      <FundsTransferredCard account={account} className="lg:col-span-2" />
    ) : null;

  return (
    <div className="min-h-screen bg-navy-50">
      <title>Client Dashboard</title>
      <SkipLink />
      <DashboardHeader account={account} />
      {/* The bottom padding is room for the floating chat button: the last card scrolls clear of it. */}
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 pb-24 sm:px-6">
        <div>
          <h1 {...title} className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {/* 'back' only to someone who has been here before (the same fact as 'Last login: First visit'). */}
            {account.previousLogin ? 'Welcome back' : 'Welcome'}, {account.firstName?.trim() || displayName(account)}
          </h1>
          <p className="mt-1 text-slate-700">Here is the latest on your case.</p>
          <CaseFacts account={account} />
        </div>

        <div className="grid gap-6 lg:grid-cols-3">
          <RecoveryStatusCard account={account} className="lg:col-span-2" />
          <AmountCard account={account} />
        </div>

        <CaseProgressCard account={account} />

        <ClientClaimsCard accountId={account.id} />

        <ClientPaymentsCard accountId={account.id} />

        <div className="grid gap-6 lg:grid-cols-3">
          {moneyCard}
          <ImportantNotice className={moneyCard ? undefined : 'lg:col-span-3'} />
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <PayoutList accountId={account.id} focusRequestId={requestedId} />
          <LedgerList accountId={account.id} />
        </div>

        <div className="grid gap-6 lg:grid-cols-3">
          <DocumentsCard accountId={account.id} className="lg:col-span-2" />
          <AccountInfoCard account={account} />
        </div>

        <ComplaintsCard />
      </main>

      {/* The signed-in client's chat: the server links the room to their account, and names it, through the session cookie. */}
      <ChatWidget signedIn />
    </div>
  );
}

/** The client's dashboard. The server's session decides who is signed in; without one, /client-login. */
export default function ClientDashboardPage() {
  const [, navigate] = useLocation();
  const session = useClientSession();
  const signedOut = isApiError(session.error) && session.error.status === 401;
  // Signed in a moment ago (the account is still cached): the session ended meanwhile, and sign-in says so.
  const ended = signedOut && session.data !== undefined;

  useEffect(() => {
    if (!signedOut) return;
    // As at Logout: on a shared device the next person must not find this client's chat.
    if (ended) forgetChatSession();
    navigate(ended ? `/client-login?${SESSION_ENDED_QUERY}` : '/client-login', { replace: true });
  }, [signedOut, ended, navigate]);

  if (signedOut || (session.isPending && !session.data)) return <PageLoading />;
  if (session.isError || !session.data) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4">
        <div role="alert" className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-bold text-navy-900">Your dashboard could not be loaded</h1>
          <p className="mt-2 text-sm text-slate-700">Please check your connection and try again.</p>
          <Button className="mt-5" onClick={() => void session.refetch()}>
            Try again
          </Button>
        </div>
      </main>
    );
  }
  return <Dashboard account={session.data} />;
}
