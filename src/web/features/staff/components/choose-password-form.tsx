import { z } from 'zod';
import { passwordResetConfirmSchema } from '../../../../contract/shared/password-reset';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { type AccountKind, useConfirmPasswordReset } from '../api/password-reset';
import { SubmitButton } from '../../../components/ui/submit-button';

const choosePasswordSchema = z
  .object({ password: passwordResetConfirmSchema.shape.password, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { message: 'The two passwords are not the same', path: ['repeat'] });

/** The emailed link's page: a new password, twice; the server checks it against the common-password list. */
export function ChoosePasswordForm({ kind, token, onDone }: { kind: AccountKind; token: string; onDone: (message: string) => void }) {
  const confirm = useConfirmPasswordReset(kind);
  const form = useZodForm(choosePasswordSchema, { defaultValues: { password: '', repeat: '' } });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        ({ password }) => confirm.mutate({ token, password }, { onSuccess: ({ message }) => onDone(message) }),
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
        message={confirm.isError ? (serverMessage(confirm.error) ?? 'The password could not be set. Please try again.') : undefined}
      />
      <SubmitButton size="lg" className="w-full" pending={confirm.isPending} label="Set password" pendingLabel="Saving..." />
    </form>
  );
}
