import { useMutation } from '@tanstack/react-query';
import type { Contact } from '../../../../contract/intake/contact';
import { contactToasts } from '../../../../contract/intake/contact-messages';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';

export function useSubmitContact() {
  return useMutation({
    mutationFn: (contact: Contact) => apiRequest('POST', '/api/contact-submissions', { body: contact }),
    onSuccess: () => toast({ ...contactToasts.success }),
    onError: () => toast({ ...contactToasts.failed, variant: 'destructive' }),
  });
}
