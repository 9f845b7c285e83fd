import { z } from 'zod';
import { PASSWORD_RESET_INVALID_MESSAGE, passwordResetConfirmSchema } from '../../../../contract/shared/password-reset';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { type AccountKind, useConfirmPasswordReset, usePasswordResetLink } from '../api/password-reset';
import { SubmitButton } from '../../../components/ui/submit-button';

const choosePasswordSchema = z
  .object({ password: passwordResetConfirmSchema.shape.password, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { message: 'The two passwords are not the same', path: ['repeat'] });

interface ChoosePasswordProps {
  kind: AccountKind;
  token: string;
  /** `signedIn`: the server opened the client's session with the new password. */
  onDone: (message: string, signedIn: boolean) => void;
}

/**
 * The emailed link's page: the link is checked first, so a used or expired one says so before anything
 * is typed; then a new password, twice. When the check cannot be made (offline, too many tries) the form
 * shows anyway: setting the password checks the link again.
 */
export function ChoosePasswordForm(props: ChoosePasswordProps) {
  const link = usePasswordResetLink(props.kind, props.token);
  if (link.isPending) {
    return (
      <p role="status" className="text-center text-slate-700">
        Checking your link...
      </p>
    );
  }
  // A 400: the token in the link is cut short or too long, so it cannot work either.
  if (link.data?.usable === false || (isApiError(link.error) && link.error.status === 400)) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {PASSWORD_RESET_INVALID_MESSAGE}
      </p>
    );
  }
  return (
    <>
      {link.data?.email && (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-center text-sm text-slate-700" data-testid="link-account">
          For the account <span className="font-semibold break-all text-navy-900">{link.data.email}</span>
        </p>
      )}
      <NewPasswordForm {...props} />
    </>
  );
}

/** A new password, twice; the server checks it against the common-password list. */
function NewPasswordForm({ kind, token, onDone }: ChoosePasswordProps) {
  const confirm = useConfirmPasswordReset(kind);
  const form = useZodForm(choosePasswordSchema, { defaultValues: { password: '', repeat: '' } });
  // A password the server refuses (too common, say) is said at the password field; anything else below the form.
  const refusedPassword = (error: unknown) => {
    const message = serverMessage(error);
    return isApiError(error) && error.status === 400 && message !== PASSWORD_RESET_INVALID_MESSAGE && /password/i.test(message ?? '');
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        ({ password }) =>
          confirm.mutate(
            { token, password },
            {
              onSuccess: ({ message, signedIn }) => onDone(message, signedIn),
              onError: (error) => {
                if (refusedPassword(error)) form.setError('password', { message: serverMessage(error) }, { shouldFocus: true });
              },
            },
          ),
        // A new attempt the form refuses: the server's answer to the last one no longer applies.
        () => confirm.reset(),
      )}
    >
      <FormField
        form={form}
        name="password"
        id="new-password"
        label="New password"
        hint="At least 12 characters. A few unrelated words make a strong one."
      >
        {(control) => <Input type="password" autoComplete="new-password" required {...control} />}
      </FormField>
      <FormField form={form} name="repeat" id="new-password-repeat" label="New password again">
        {(control) => <Input type="password" autoComplete="new-password" required {...control} />}
      </FormField>
      <FieldError
        id="new-password-error"
        message={
          confirm.isError && !refusedPassword(confirm.error)
            ? (serverMessage(confirm.error) ?? 'The password could not be set. Please try again.')
            : undefined
        }
      />
      <SubmitButton size="lg" className="w-full" pending={confirm.isPending} label="Set password" pendingLabel="Saving..." />
    </form>
  );
}
