import { BadgeCheck, Lock, LockKeyhole, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { dismissCurrentToast } from '../../components/ui/use-toast';
import { ClientLoginForm, SESSION_ENDED_MESSAGE, SESSION_ENDED_PARAM } from '../../features/accounts';
import { ForgotPassword } from '../../features/staff';
import { TITLE_FOCUS } from '../../lib/title-focus';
import { AuthCard, AuthPage } from './auth-card';

/** Short, true statements about how the portal protects the client. */
function securityPoints(): Array<{ title: string; text: string; icon: typeof Lock }> {
  const https = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return [
    ...(https
      ? [{ title: 'Encrypted connection', text: 'Everything you send and see here travels over an encrypted (HTTPS) connection.', icon: Lock }]
      : []),
    {
      title: 'We never ask you to pay',
      text: 'We will never ask you for a fee, tax or deposit to release your funds. If anyone does, stop and report it.',
      icon: BadgeCheck,
    },
    {
      title: 'Your case only',
      text: 'Your dashboard shows only your own case, requests and documents, and your session ends when you log out.',
      icon: UserRound,
    },
  ];
}

export default function ClientLoginPage() {
  const [, navigate] = useLocation();
  const ended = new URLSearchParams(useSearch()).get(SESSION_ENDED_PARAM) === '1';
  // Each time the client opens the reset form, a failed sign-in's messages are put away.
  const [resetAsked, setResetAsked] = useState(0);

  return (
    <AuthPage
      title="Client Login"
      aside={
        <section aria-labelledby="security-heading" className="text-white lg:pt-6">
          <h2 id="security-heading" className="text-xl font-semibold">
            Your security
          </h2>
          <ul className="mt-5 grid gap-5">
            {securityPoints().map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10" aria-hidden="true">
                  <Icon className="h-5 w-5 text-teal-300" />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="mt-1 text-sm text-slate-200">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-300">No account yet? Your case handler creates one for you once your case is opened.</p>
        </section>
      }
    >
      <AuthCard icon={LockKeyhole} title="Client Login" lead="Sign in to follow your case and see any money recovered for you.">
        {ended && (
          <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {SESSION_ENDED_MESSAGE}
          </p>
        )}
        <ClientLoginForm resetAsked={resetAsked} onSignedIn={() => navigate('/client-dashboard', { state: TITLE_FOCUS })} />
        <div className="mt-3 grid gap-2 text-center text-sm">
          <ForgotPassword
            kind="client"
            signInEmailId="client-email"
            onOpen={() => {
              setResetAsked((n) => n + 1);
              dismissCurrentToast();
            }}
          />
          {/* The site's one Login leads here: the practice's team signs in on its own page (or its identity provider). */}
          <a href={landingEndpoints.startSignIn.path} className="font-medium text-teal-800 underline-offset-2 hover:underline">
            Staff sign in
          </a>
        </div>
      </AuthCard>
    </AuthPage>
  );
}
