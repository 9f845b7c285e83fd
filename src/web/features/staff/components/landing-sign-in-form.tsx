import { useState } from 'react';
import { landingSignInSchema } from '../../../../contract/staff/landing';
import { FieldError } from '../../../components/ui/field-error';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { useLandingSignIn } from '../api/landing-sign-in';
import { TwoFactorCodeField } from './two-factor-code-field';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Staff sign-in on the landing side; asks for the two-factor code once the server says the account needs one. */
export function LandingSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(landingSignInSchema, { defaultValues: { email: '', password: '', code: '' } });
  const signIn = useLandingSignIn(onSignedIn);
  const [needsCode, setNeedsCode] = useState(false);
  const error = signIn.error;
  const codeAsked = needsCode || (isApiError(error) && error.body.mfaRequired === true);
  const message = isApiError(error) ? error.body.message : error ? 'The sign-in could not be completed. Please try again.' : null;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        signIn.mutate(
          { ...values, code: values.code || undefined },
          { onError: (failure) => isApiError(failure) && failure.body.mfaRequired && setNeedsCode(true) },
        ),
      )}
    >
      <SignInFields form={form} idPrefix="staff-sign-in" />
      {codeAsked && <TwoFactorCodeField form={form} id="staff-sign-in-code" />}
      <FieldError id="staff-sign-in-error" message={message ?? undefined} />
      <SubmitButton size="lg" className="w-full" pending={signIn.isPending} label="Sign in" pendingLabel="Signing in..." />
    </form>
  );
}
