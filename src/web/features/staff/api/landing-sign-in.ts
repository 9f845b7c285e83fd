import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingSignInInput } from '../../../../contract/staff/landing';
import { landingEndpoints } from '../../../../contract/staff/landing-endpoints';
import { callApi } from '../../../lib/call-api';
import { AUTH_USER_KEY } from '../../accounts';

/** The sign-in page: a staff member's email, password and, when enrolled, the two-factor code. */
export function useLandingSignIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LandingSignInInput) => (await callApi(landingEndpoints.signIn, { body: input })).body,
    onSuccess: (member) => {
      queryClient.setQueryData(AUTH_USER_KEY, member);
      onSignedIn();
    },
  });
}
