import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema, passwordResetDoneSchema, passwordResetLinkStateSchema } from '../../../../contract/shared/password-reset';
import { apiRequest } from '../../../lib/api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';

export type AccountKind = 'client' | 'staff';
const base = (kind: AccountKind) => (kind === 'client' ? '/api/client/password-reset' : '/api/admin/password-reset');

/** 'Forgot password?': asks for a reset link (the answer is the same whether or not the address has an account). */
export function useRequestPasswordReset(kind: AccountKind) {
  return useMutation({ mutationFn: (email: string) => apiRequest('POST', base(kind), { body: { email }, schema: messageSchema }) });
}

/** Whether the emailed link (a reset or an invitation) still works, asked when its page opens; asking does not use it up. */
export function usePasswordResetLink(kind: AccountKind, token: string) {
  return useQuery({
    queryKey: [`${base(kind)}/link`, token],
    queryFn: ({ signal }) =>
      apiRequest('GET', `${base(kind)}/link?token=${encodeURIComponent(token)}`, { signal, schema: passwordResetLinkStateSchema }),
  });
}

/** Sets the password chosen on the emailed link's page (a reset or an invitation); a client is signed in by it (`signedIn`). */
export function useConfirmPasswordReset(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest('POST', `${base(kind)}/confirm`, { body: input, schema: passwordResetDoneSchema }),
    // A new client session: nothing cached for an earlier one may show.
    onSuccess: ({ signedIn }) => {
      if (signedIn) queryClient.removeQueries({ queryKey: [CLIENT_QUERY_ROOT] });
    },
  });
}
