import { useMutation, useQuery } from '@tanstack/react-query';
import { messageSchema, passwordResetLinkStateSchema } from '../../../../contract/shared/password-reset';
import { apiRequest } from '../../../lib/api';

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

/** Sets the password chosen on the emailed link's page (a reset or an invitation). */
export function useConfirmPasswordReset(kind: AccountKind) {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => apiRequest('POST', `${base(kind)}/confirm`, { body: input, schema: messageSchema }),
  });
}
