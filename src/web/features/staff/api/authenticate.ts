import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { adminLoginToasts, TWO_FACTOR_CODE_NEEDED } from '../../../../contract/staff/staff';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { setAdminToken } from '../../../lib/admin-token';

export async function authenticate(input: BodyOf<typeof staffEndpoints.signIn>): Promise<string> {
  return (await callApi(staffEndpoints.signIn, { body: input })).body.token;
}

/** Signs a staff member in, then `onSignedIn`; the toasts are `adminLoginToasts`, word for word. */
export function useAuthenticate(onSignedIn: () => void) {
  return useMutation({
    mutationFn: authenticate,
    onSuccess: (token) => {
      setAdminToken(token);
      onSignedIn();
      toast({ ...adminLoginToasts.granted });
    },
    onError: (error, input) => {
      // A right password of a member with two-factor sign-in: not a refusal, the form now asks for the code.
      if (isApiError(error) && error.body.mfaRequired && !input.code) {
        toast({ title: TWO_FACTOR_CODE_NEEDED, description: error.body.message });
        return;
      }
      if (isApiError(error)) {
        // Too many attempts says so (and when to try again) rather than blaming the password.
        const description = ((error.status === 429 || error.body.mfaRequired) && error.body.message) || adminLoginToasts.denied.description;
        toast({ title: adminLoginToasts.denied.title, description, variant: 'destructive' });
      } else {
        toast({ ...adminLoginToasts.error, variant: 'destructive' });
      }
    },
  });
}
