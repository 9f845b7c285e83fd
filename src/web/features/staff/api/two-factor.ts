import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRecoveryCodesSchema, mfaSetupSchema } from '../../../../contract/staff/staff';
import { apiRequest } from '../../../lib/api';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';

/** Starts two-factor set-up: a secret and its QR code to scan. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/admin/mfa/setup', { staff: true, schema: mfaSetupSchema }) });
}

/** Turns two-factor sign-in on with the first code; answers the recovery codes (shown once). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest('POST', '/api/admin/mfa/confirm', { body: { code }, staff: true, schema: mfaRecoveryCodesSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY }),
  });
}
