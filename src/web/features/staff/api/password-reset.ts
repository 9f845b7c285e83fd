import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { type PasswordResetEndpoints, passwordResetEndpoints } from '../../../../contract/shared/password-reset-endpoints';
import { callApi } from '../../../lib/call-api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';

export type AccountKind = keyof typeof passwordResetEndpoints;
const endpointsOf = (kind: AccountKind): PasswordResetEndpoints => passwordResetEndpoints[kind];

/** 'Forgot password?': asks for a reset link (the answer is the same whether or not the address has an account). */
export function useRequestPasswordReset(kind: AccountKind) {
  return useMutation({ mutationFn: async (email: string) => (await callApi(endpointsOf(kind).request, { body: { email } })).body });
}

/** Whether the emailed link (a reset or an invitation) still works, asked when its page opens; asking does not use it up. */
export function usePasswordResetLink(kind: AccountKind, token: string) {
  const { linkState } = endpointsOf(kind);
  return useQuery({
    queryKey: [linkState.path, token],
    queryFn: async ({ signal }) => (await callApi(linkState, { query: { token }, signal })).body,
  });
}

/** Sets the password chosen on the emailed link's page (a reset or an invitation); a client is signed in by it (`signedIn`). */
export function useConfirmPasswordReset(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BodyOf<PasswordResetEndpoints['confirm']>) => (await callApi(endpointsOf(kind).confirm, { body: input })).body,
    // A new client session: nothing cached for an earlier one may show.
    onSuccess: ({ signedIn }) => {
      if (signedIn) queryClient.removeQueries({ queryKey: [CLIENT_QUERY_ROOT] });
    },
  });
}
