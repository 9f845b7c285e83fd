import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { callApi } from '../../../lib/call-api';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';

/** Starts two-factor set-up: a secret and its QR code to scan. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: async () => (await callApi(staffEndpoints.startTwoFactor)).body });
}

/** Turns two-factor sign-in on with the first code; answers the recovery codes (shown once). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await callApi(staffEndpoints.confirmTwoFactor, { body: { code } })).body,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY }),
  });
}
