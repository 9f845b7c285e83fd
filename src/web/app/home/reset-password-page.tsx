import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TITLE_FOCUS } from '../../lib/title-focus';
import { buttonClasses } from '../../components/ui/button';
import { ChoosePasswordForm, FORGOT_PASSWORD_QUERY } from '../../features/staff';
import { AuthCard, AuthPage } from '../portal/auth-card';

/** `/reset-password?kind=client|staff&token=...[&invite=1]`: the page of an emailed reset or invitation link. */
export default function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const kind = query.get('kind') === 'staff' ? 'staff' : 'client';
  const token = query.get('token') ?? '';
  const invite = query.get('invite') === '1';
  const [done, setDone] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // A client's new password signed them in: straight to their dashboard, as a sign-in does.
  const onDone = (message: string, signedIn: boolean) =>
    signedIn ? navigate('/client-dashboard', { replace: true, state: TITLE_FOCUS }) : setDone(message);
  const title = invite ? 'Choose a password' : 'Reset your password';
  const signIn = kind === 'staff' ? { href: '/admin', label: 'Go to staff sign-in' } : { href: '/client-login', label: 'Go to client login' };

  return (
    <AuthPage title={title}>
      <AuthCard
        icon={KeyRound}
        title={title}
        lead={
          invite ? 'Welcome. Choose the password for your new account.' : 'Choose a new password. Every other sign-in of your account will end.'
        }
      >
        {done ? (
          <div className="grid gap-4 text-center">
            <p role="status" className="text-navy-900">
              {done}
            </p>
            <Link href={signIn.href} className={buttonClasses('primary', 'lg', 'w-full')}>
              {signIn.label}
            </Link>
          </div>
        ) : (
          <div className="grid gap-4">
            {token ? (
              <ChoosePasswordForm kind={kind} token={token} onDone={onDone} />
            ) : (
              <p role="alert" className="text-sm text-red-800">
                This link is incomplete. Open the link from the email again, or ask for a new one.
              </p>
            )}
            {/* A used or expired link is replaced from the sign-in page's 'Forgot password?', opened for them. */}
            <p className="text-center text-sm text-slate-600">
              Link expired or already used?{' '}
              <Link href={`${signIn.href}?${FORGOT_PASSWORD_QUERY}`} className="font-medium text-teal-800 underline-offset-2 hover:underline">
                Ask for a new one
              </Link>
              .
            </p>
          </div>
        )}
      </AuthCard>
    </AuthPage>
  );
}
