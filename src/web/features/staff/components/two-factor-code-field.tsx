import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The two-factor code of a staff sign-in, shown once the server said the account needs one. */
export function TwoFactorCodeField<T extends { code?: string }>({ form, id }: { form: UseFormReturn<T>; id: string }) {
  const withCode = form as unknown as UseFormReturn<{ code?: string }>;
  return (
    <FormField
      form={withCode}
      name="code"
      id={id}
      label="Two-factor code"
      hint="The 6-digit code from your authenticator app, or one of your recovery codes."
    >
      {(control) => <Input autoComplete="one-time-code" autoFocus {...control} />}
    </FormField>
  );
}
