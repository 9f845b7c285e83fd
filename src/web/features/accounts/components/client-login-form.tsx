import { useEffect } from 'react';
import { clientLoginSchema, clientLoginToasts } from '../../../../contract/accounts/accounts';
import { serverMessage } from '../../../lib/server-message';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useSignInClient } from '../api/sign-in-client';
import { SubmitButton } from '../../../components/ui/submit-button';

/**
 * The client's email and password. A refusal shows the server's reason as a toast and,
 * once the toast has gone, still at the password field, which takes the focus for the next try.
 */
export function ClientLoginForm({ onSignedIn, resetAsked = 0 }: { onSignedIn: () => void; resetAsked?: number }) {
  const form = useZodForm(clientLoginSchema, { defaultValues: { email: '', password: '' } });
  const login = useSignInClient(onSignedIn);
  // Each time the client opens the reset form instead, the last refusal no longer stands beside it.
  useEffect(() => {
    if (resetAsked > 0) form.clearErrors();
  }, [resetAsked, form]);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        login.mutate(values, {
          onError: (error) =>
            form.setError('password', { message: serverMessage(error) ?? clientLoginToasts.failed.fallback }, { shouldFocus: true }),
        }),
      )}
    >
      <SignInFields form={form} idPrefix="client" />
      <SubmitButton size="lg" className="w-full" pending={login.isPending} label="Access Dashboard" pendingLabel="Signing in..." />
    </form>
  );
}
