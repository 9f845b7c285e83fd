import { useMutation } from '@tanstack/react-query';
import type { Contact } from '../../../../contract/intake/contact';
import { contactToasts } from '../../../../contract/intake/contact-messages';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';

export async function submitContact(contact: Contact): Promise<void> {
  await apiRequest('POST', '/api/contact-submissions', { body: contact });
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: submitContact,
    onError: () => toast({ ...contactToasts.failed, variant: 'destructive' }),
  });
}
