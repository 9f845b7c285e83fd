import { clientLoginSchema } from '../../../../contract/accounts/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useSignInClient } from '../api/sign-in-client';

/** The client's email and password; a refusal shows the server's reason as a toast. */
export function ClientLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(clientLoginSchema, { defaultValues: { email: '', password: '' } });
  const login = useSignInClient(onSignedIn);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField form={form} name="email" id="client-email" label="Email">
        {(control) => <Input type="email" autoComplete="username" inputMode="email" required {...control} />}
      </FormField>
      <FormField form={form} name="password" id="client-password" label="Password">
        {(control) => <Input type="password" autoComplete="current-password" required {...control} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
    </form>
  );
}
