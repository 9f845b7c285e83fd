import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../../../contract/shared/password-reset';
import { apiRequest } from '../../../lib/api';

export type AccountKind = 'client' | 'staff';
const base = (kind: AccountKind) => (kind === 'client' ? '/api/client/password-reset' : '/api/admin/password-reset');

/** 'Forgot password?': asks for a reset link (the answer is the same whether or not the address has an account). */
export function useRequestPasswordReset(kind: AccountKind) {
  return useMutation({ mutationFn: (email: string) => apiRequest('POST', base(kind), { body: { email }, schema: messageSchema }) });
}

/** Sets the password chosen on the emailed link's page (a reset or an invitation). */
export function useConfirmPasswordReset(kind: AccountKind) {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => apiRequest('POST', `${base(kind)}/confirm`, { body: input, schema: messageSchema }),
  });
}
