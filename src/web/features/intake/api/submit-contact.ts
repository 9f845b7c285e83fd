import { useMutation } from '@tanstack/react-query';
import type { Contact } from '../../../../contract/intake/contact';
import { contactToasts } from '../../../../contract/intake/contact-messages';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { loadIntakeEndpoints } from './intake-endpoints';

export async function submitContact(contact: Contact): Promise<void> {
  await callApi((await loadIntakeEndpoints()).submitContact, { body: contact });
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: submitContact,
    onError: () => toast({ ...contactToasts.failed, variant: 'destructive' }),
  });
}
