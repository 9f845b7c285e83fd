import { useMutation } from '@tanstack/react-query';
import { landingEndpoints } from '../../../../contract/staff/landing-endpoints';
import { toast } from '../../../components/ui/use-toast';
import { setAdminToken } from '../../../lib/admin-token';
import { isApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';

/** Where to go once in, and the two-factor code when the server asked for it. */
export interface AdminAccessRequest {
  path: string;
  code?: string;
}

/** Whether Admin Access waits for the member's two-factor code (a session the identity provider started). */
export const adminAccessNeedsCode = (error: unknown): boolean => isApiError(error) && error.body.mfaRequired === true;

/** 'Admin Access' from the landing side: an admin token from the session, then the panel (at `path`). */
export function useAdminAccess(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: async ({ path, code }: AdminAccessRequest) => {
      const { token } = (await callApi(landingEndpoints.adminAccess, code ? { body: { code } } : {})).body;
      return { token, path };
    },
    onSuccess: ({ token, path }) => {
      setAdminToken(token);
      navigate(path);
    },
    // A code asked for is asked in its own dialog (AdminAccessCodeDialog), not in a toast.
    onError: (error) => {
      if (!adminAccessNeedsCode(error)) {
        toast({ title: 'Admin Access', description: serverMessage(error) ?? 'Please sign in again.', variant: 'destructive' });
      }
    },
  });
}

export type AdminAccess = ReturnType<typeof useAdminAccess>;
