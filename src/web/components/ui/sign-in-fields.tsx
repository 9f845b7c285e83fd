import type { UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

type Credentials = { email: string; password: string };

/** The email and password of every sign-in form, with the autocomplete hints password managers need. */
export function SignInFields<T extends Credentials>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const credentials = form as unknown as UseFormReturn<Credentials>;
  return (
    <>
      <FormField form={credentials} name="email" id={`${idPrefix}-email`} label="Email">
        {(control) => <Input type="email" autoComplete="username" inputMode="email" required {...control} />}
      </FormField>
      <FormField form={credentials} name="password" id={`${idPrefix}-password`} label="Password">
        {(control) => <Input type="password" autoComplete="current-password" required {...control} />}
      </FormField>
    </>
  );
}
