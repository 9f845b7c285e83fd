import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '../../../../contract/staff/endpoints';
import { callApi } from '../../../lib/call-api';
import { getAdminToken, setAdminToken } from '../../../lib/admin-token';
import { dropAdminData } from './get-staff-session';

/** Revokes the staff token on the server. */
export async function logout(): Promise<void> {
  if (!getAdminToken()) return;
  await callApi(staffEndpoints.signOut);
}

/** Revokes the token on the server, then forgets it here (even if the server could not be reached), then `onSignedOut`. */
export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      setAdminToken(null);
      dropAdminData(queryClient);
      onSignedOut();
    },
  });
}
