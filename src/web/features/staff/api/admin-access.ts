import { useMutation } from '@tanstack/react-query';
import { adminTokenSchema } from '../../../../contract/staff/staff';
import { toast } from '../../../components/ui/use-toast';
import { setAdminToken } from '../../../lib/admin-token';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';

/** 'Admin Access' from the landing side: an admin token from the session, then the panel (at `path`). */
export function useAdminAccess(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: async (path: string) => {
      const { token } = await apiRequest('POST', '/api/auth/admin-access', { schema: adminTokenSchema });
      return { token, path };
    },
    onSuccess: ({ token, path }) => {
      setAdminToken(token);
      navigate(path);
    },
    onError: (error) => toast({ title: 'Admin Access', description: serverMessage(error) ?? 'Please sign in again.', variant: 'destructive' }),
  });
}
