import { useMutation } from '@tanstack/react-query';
import { clientAccountEndpoints as endpoints } from '../../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';

/** The current password and a new one; the server ends the client's other sessions. */
export function useChangeClientPassword() {
  return useMutation({
    mutationFn: async (input: BodyOf<typeof endpoints.changePassword>) => (await callApi(endpoints.changePassword, { body: input })).body,
  });
}

/** Every session of this client but this one ends. */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: async () => (await callApi(endpoints.endOtherSessions)).body });
}
