import { useMutation } from '@tanstack/react-query';
import { type ChangeClientPassword, endedSessionsSchema } from '../../../../contract/accounts/client-password';
import { messageSchema } from '../../../../contract/shared/password-reset';
import { apiRequest } from '../../../lib/api';

/** POST /api/client/password: the current password and a new one; the server ends the client's other sessions. */
export function useChangeClientPassword() {
  return useMutation({
    mutationFn: (input: ChangeClientPassword) => apiRequest('POST', '/api/client/password', { body: input, schema: messageSchema }),
  });
}

/** POST /api/client/sessions/end-others: every session of this client but this one ends. */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/client/sessions/end-others', { schema: endedSessionsSchema }) });
}
