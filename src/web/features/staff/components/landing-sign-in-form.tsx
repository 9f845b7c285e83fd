import { useState } from 'react';
import { landingSignInSchema } from '../../../../contract/staff/landing';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { useLandingSignIn } from '../api/landing-sign-in';

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
      {codeAsked && (
        <FormField
          form={form}
          name="code"
          id="staff-sign-in-code"
          label="Two-factor code"
          hint="The 6-digit code from your authenticator app, or a recovery code."
        >
          {(control) => <Input autoComplete="one-time-code" inputMode="numeric" autoFocus {...control} />}
        </FormField>
      )}
      <FieldError id="staff-sign-in-error" message={message ?? undefined} />
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
