import { clientLoginSchema } from '../../../../contract/accounts/accounts';
import { Button } from '../../../components/ui/button';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useSignInClient } from '../api/sign-in-client';

/** The client's email and password; a refusal shows the server's reason as a toast. */
export function ClientLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(clientLoginSchema, { defaultValues: { email: '', password: '' } });
  const login = useSignInClient(onSignedIn);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <SignInFields form={form} idPrefix="client" />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
    </form>
  );
}
