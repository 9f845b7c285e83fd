import { LogOut } from 'lucide-react';
import { z } from 'zod';
import { changeClientPasswordSchema, CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../../contract/accounts/client-password';
import { PASSWORD_MIN } from '../../../../contract/shared/password';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChangeClientPassword, useEndOtherSessions } from '../api/client-account-security';

const formSchema = changeClientPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'The two passwords are not the same' });
type FormInput = z.input<typeof formSchema>;

/** Where the server's refusal belongs: the field it names, or below the form. */
function refusedField(error: unknown): 'currentPassword' | 'newPassword' | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const message = serverMessage(error);
  if (message === CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE) return 'currentPassword';
  return /password/i.test(message ?? '') ? 'newPassword' : null;
}

/** The current password and a new one, twice; the other sessions end when it changes. */
export function ChangePasswordCard() {
  const change = useChangeClientPassword();
  const form = useZodForm(formSchema, { defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const field = (name: keyof FormInput, label: string) => ({ form, name, id: `account-${name}`, label });
  const failure =
    change.isError && !refusedField(change.error)
      ? (serverMessage(change.error) ?? 'The password could not be changed. Please try again.')
      : undefined;

  return (
    <SectionCard
      id="change-password"
      title="Change your password"
      description="Every other device signed in to your account is signed out when it changes."
    >
      <form
        noValidate
        className="grid max-w-md gap-4"
        onSubmit={form.handleSubmit(
          ({ currentPassword, newPassword }) =>
            change.mutate(
              { currentPassword, newPassword },
              {
                onSuccess: () => form.reset(),
                onError: (error) => {
                  const name = refusedField(error);
                  if (name) form.setError(name, { message: serverMessage(error) }, { shouldFocus: true });
                },
              },
            ),
          () => change.reset(),
        )}
      >
        <FormField {...field('currentPassword', 'Current password')}>
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </FormField>
        <FormField {...field('newPassword', 'New password')} hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`}>
          {(control) => <Input type="password" autoComplete="new-password" {...control} />}
        </FormField>
        <FormField {...field('confirmPassword', 'New password again')}>
          {(control) => <Input type="password" autoComplete="new-password" {...control} />}
        </FormField>
        <FieldError id="change-password-error" message={failure} />
        {change.isSuccess && (
          <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {change.data.message}
          </p>
        )}
        <SubmitButton className="w-full sm:w-auto" pending={change.isPending} label="Change password" pendingLabel="Changing..." />
      </form>
    </SectionCard>
  );
}

/** 'Sign out my other sessions': a phone or computer they no longer use, or someone who should not be signed in. */
export function OtherSessionsCard() {
  const end = useEndOtherSessions();
  return (
    <SectionCard
      id="other-sessions"
      title="Other devices"
      description="Signed in on a computer or phone you no longer use, or that is not yours? Sign it out. This device stays signed in."
    >
      <div className="grid gap-3">
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => end.mutate()} disabled={end.isPending}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {end.isPending ? 'Signing out...' : 'Sign out my other sessions'}
        </Button>
        <div aria-live="polite">{end.isSuccess && <p className="text-sm text-emerald-900">{end.data.message}</p>}</div>
        <FieldError
          id="other-sessions-error"
          message={end.isError ? (serverMessage(end.error) ?? 'Your other sessions could not be signed out. Please try again.') : undefined}
        />
      </div>
    </SectionCard>
  );
}
