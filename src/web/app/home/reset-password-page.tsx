import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { ChoosePasswordForm } from '../../features/staff';
import { PortalBrand } from '../portal/portal-brand';

/** `/reset-password?kind=client|staff&token=...[&invite=1]`: the page of an emailed reset or invitation link. */
export default function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const kind = query.get('kind') === 'staff' ? 'staff' : 'client';
  const token = query.get('token') ?? '';
  const invite = query.get('invite') === '1';
  const [done, setDone] = useState<string | null>(null);
  const title = invite ? 'Choose a password' : 'Reset your password';
  const signIn = kind === 'staff' ? { href: '/admin', label: 'Go to staff sign-in' } : { href: '/client-login', label: 'Go to client login' };

  return (
    <div className="min-h-screen bg-navy-900">
      <title>{title}</title>
      <header className="mx-auto flex max-w-5xl items-center px-4 py-5 sm:px-6">
        <Link href="/" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-teal-300" aria-label="Home">
          <PortalBrand inverted />
        </Link>
      </header>
      <main className="mx-auto max-w-md px-4 pt-4 pb-16 sm:px-6 lg:pt-12">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <div className="mb-6 text-center">
            <span
              className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-teal-50 ring-1 ring-teal-200"
              aria-hidden="true"
            >
              <KeyRound className="h-6 w-6 text-teal-700" />
            </span>
            <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {invite
                ? 'Welcome. Choose the password for your new account.'
                : 'Choose a new password. Every other sign-in of your account will end.'}
            </p>
          </div>
          {done ? (
            <div className="grid gap-4 text-center">
              <p role="status" className="text-navy-900">
                {done}
              </p>
              <Link href={signIn.href} className={buttonClasses('primary', 'lg', 'w-full')}>
                {signIn.label}
              </Link>
            </div>
          ) : token ? (
            <ChoosePasswordForm kind={kind} token={token} onDone={setDone} />
          ) : (
            <p role="alert" className="text-sm text-red-800">
              This link is incomplete. Open the link from the email again, or ask for a new one.
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
