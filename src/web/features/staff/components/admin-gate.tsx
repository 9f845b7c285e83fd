import { Lock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { adminLoginSchema } from '../../../../contract/staff/staff';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { useAuthenticate } from '../api/authenticate';
import { ForgotPassword } from './forgot-password';
import { TwoFactorCodeField } from './two-factor-code-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { IconBadge } from '../../../components/ui/icon-badge';
import { useTitleFocus } from '../../../lib/title-focus';

/** The /admin sign-in: the 'Admin Access' card (email and password), under the practice's `brand`. */
export function AdminGate({ onSignedIn, brand }: { onSignedIn: () => void; brand?: ReactNode }) {
  const authenticate = useAuthenticate(onSignedIn);
  const form = useZodForm(adminLoginSchema, { defaultValues: { email: '', password: '', code: '' } });
  const error = authenticate.error;
  const [codeAsked, setCodeAsked] = useState(false);
  const title = useTitleFocus();
  if (!codeAsked && isApiError(error) && error.body.mfaRequired) setCodeAsked(true);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-navy-50 px-4 py-16">
      {brand}
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 text-center">
          <IconBadge icon={Lock} className="mx-auto mb-3 h-12 w-12 rounded-full bg-navy-900" iconClassName="h-6 w-6 text-teal-300" />
          <h1 {...title} className="text-2xl font-bold text-navy-900">
            Admin Access
          </h1>
          <p className="mt-1 text-sm text-slate-600">Sign in with your staff account.</p>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => authenticate.mutate({ ...values, code: values.code || undefined }))}
        >
          <SignInFields form={form} idPrefix="admin" />
          {codeAsked && <TwoFactorCodeField form={form} id="admin-code" />}
          <SubmitButton className="w-full" pending={authenticate.isPending} label="Access Dashboard" pendingLabel="Checking..." />
        </form>
        <div className="mt-3 text-center">
          <ForgotPassword kind="staff" signInEmailId="admin-email" />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-medium text-teal-800 underline-offset-2 hover:underline">
            Back to Website
          </Link>
        </p>
      </div>
    </main>
  );
}
