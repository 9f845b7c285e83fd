import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authUserSchema } from '../../../../contract/shared/auth-user';
import type { LandingSignInInput } from '../../../../contract/staff/landing';
import { apiRequest } from '../../../lib/api';
import { AUTH_USER_KEY } from '../../accounts';

/** The sign-in page: a staff member's email, password and, when enrolled, the two-factor code. */
export function useLandingSignIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LandingSignInInput) => apiRequest('POST', '/api/login', { body: input, schema: authUserSchema }),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      onSignedIn();
    },
  });
}
