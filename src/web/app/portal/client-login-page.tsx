import { ArrowLeft, BadgeCheck, Lock, LockKeyhole, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { ClientLoginForm } from '../../features/accounts';
import { ForgotPassword } from '../../features/staff';
import { PortalBrand } from './portal-brand';

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

  return (
    <div className="min-h-screen bg-navy-900">
      <title>Client Login</title>
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link href="/" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-teal-300" aria-label="Home">
          <PortalBrand inverted />
        </Link>
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start lg:gap-12 lg:pt-12">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <div className="mb-6 text-center">
            <span
              className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-teal-50 ring-1 ring-teal-200"
              aria-hidden="true"
            >
              <LockKeyhole className="h-6 w-6 text-teal-700" />
            </span>
            <h1 className="text-2xl font-bold text-navy-900">Client Login</h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to follow your case and manage your recovered funds.</p>
          </div>
          <ClientLoginForm onSignedIn={() => navigate('/client-dashboard')} />
          <div className="mt-3 text-center">
            <ForgotPassword kind="client" />
          </div>
          <Link href="/" className={buttonClasses('outline', 'md', 'mt-4 w-full')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </Link>
        </div>

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
      </main>
    </div>
  );
}
