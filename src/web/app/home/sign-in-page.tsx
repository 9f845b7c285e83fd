import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { HOME_PATH } from '../../../contract/staff/landing';
import { buttonClasses } from '../../components/ui/button';
import { ForgotPassword, LandingSignInForm } from '../../features/staff';
import { PortalBrand } from '../portal/portal-brand';

/** `/login`: where `/api/login` sends staff when no identity provider is configured (or after it refused). */
export default function SignInPage() {
  const [, navigate] = useLocation();
  const refused = new URLSearchParams(useSearch()).get('error');

  return (
    <div className="min-h-screen bg-navy-900">
      <title>Staff Sign In</title>
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
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
            <h1 className="text-2xl font-bold text-navy-900">Staff Sign In</h1>
            <p className="mt-1 text-sm text-slate-600">For the practice's team. Clients sign in on the client login page.</p>
          </div>
          {refused && (
            <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {refused}
            </p>
          )}
          <LandingSignInForm onSignedIn={() => navigate(HOME_PATH, { replace: true })} />
          <div className="mt-4 grid gap-2 text-center text-sm">
            <ForgotPassword kind="staff" />
            <Link href="/client-login" className="font-medium text-teal-800 underline-offset-2 hover:underline">
              Client login
            </Link>
          </div>
          <Link href="/" className={buttonClasses('outline', 'md', 'mt-4 w-full')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
