import { KeyRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { HOME_PATH, signInErrorMessage } from '../../../contract/staff/landing';
import { ForgotPassword, LandingSignInForm } from '../../features/staff';
import { TITLE_FOCUS } from '../../lib/title-focus';
import { AuthCard, AuthPage } from '../portal/auth-card';

/** `/login`: where starting to sign in (`GET /api/login`) sends staff when no identity provider is configured (or after it refused). */
export default function SignInPage() {
  const [, navigate] = useLocation();
  const refused = signInErrorMessage(new URLSearchParams(useSearch()).get('error'));

  return (
    <AuthPage title="Staff Sign In">
      <AuthCard icon={KeyRound} title="Staff Sign In" lead="For the practice's team. Clients sign in on the client login page.">
        {refused && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refused}
          </p>
        )}
        <LandingSignInForm onSignedIn={() => navigate(HOME_PATH, { replace: true, state: TITLE_FOCUS })} />
        <div className="mt-4 grid gap-2 text-center text-sm">
          <ForgotPassword kind="staff" signInEmailId="staff-sign-in-email" />
          <Link href="/client-login" className="font-medium text-teal-800 underline-offset-2 hover:underline">
            Client login
          </Link>
        </div>
      </AuthCard>
    </AuthPage>
  );
}
