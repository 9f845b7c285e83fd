import { useState } from 'react';
import { passwordResetRequestSchema } from '../../../../contract/shared/password-reset';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { type AccountKind, useRequestPasswordReset } from '../api/password-reset';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Where a dead reset link sends its holder: the sign-in page with this form already open. */
const FORGOT_PARAM = 'forgot';
export const FORGOT_PASSWORD_QUERY = `${FORGOT_PARAM}=1`;

/**
 * 'Forgot password?' under a sign-in form: opens a one-field form, then says (always the same) what happens next.
 * `signInEmailId` names the sign-in form's email field: what was typed there fills the reset form's field as it opens.
 */
export function ForgotPassword({ kind, signInEmailId, onOpen }: { kind: AccountKind; signInEmailId?: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).get(FORGOT_PARAM) === '1');
  // Cancelled, the focus goes back to the button that opened it (it mounts again).
  const [cancelled, setCancelled] = useState(false);
  const request = useRequestPasswordReset(kind);
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const id = `${kind}-forgot`;

  if (!open) {
    return (
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: only when the person just closed the form this button opened
        autoFocus={cancelled}
        className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
        onClick={() => {
          const typed = signInEmailId ? (document.getElementById(signInEmailId) as HTMLInputElement | null)?.value.trim() : '';
          if (typed) form.setValue('email', typed);
          setOpen(true);
          onOpen?.();
        }}
      >
        Forgot password?
      </button>
    );
  }
  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-lg border border-teal-200 bg-teal-50 p-3 text-left text-sm text-navy-900">
        {request.data.message} Check your spam folder if it does not arrive.
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-label="Reset your password"
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-left"
      onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}
    >
      <FormField form={form} name="email" id={`${id}-email`} label="Your account's email" hint="We will email you a link to choose a new password.">
        {(control) => <Input type="email" autoComplete="email" inputMode="email" autoFocus {...control} />}
      </FormField>
      <FieldError
        id={`${id}-error`}
        message={request.isError ? (serverMessage(request.error) ?? 'The request could not be sent. Please try again.') : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="outline" className="flex-1" pending={request.isPending} label="Email me a reset link" pendingLabel="Sending..." />
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setCancelled(true);
            setOpen(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
