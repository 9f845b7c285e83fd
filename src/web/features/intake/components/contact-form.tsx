import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Contact, ContactInput } from '../../../../contract/intake/contact';
import QueryProvider from '../../../lib/query-provider';
import { focusFirstField } from '../../../lib/focus';
import { useSubmitContact } from '../api/submit-contact';
import { type CarriedForm, carriedValues, useRestoreCarried } from '../lib/deferred-form';
import { lazyResolver } from '../lib/lazy-resolver';
import { CONTACT_DEFAULTS, ContactFields } from './contact-fields';

const contactResolver = lazyResolver<ContactInput, Contact>(() => import('../lib/validation').then((m) => m.contactResolver));

function ContactFormFields({ carried }: { carried?: CarriedForm }) {
  const form = useForm<ContactInput, unknown, Contact>({ resolver: contactResolver, defaultValues: carriedValues(carried, CONTACT_DEFAULTS) });
  const { handleSubmit, reset } = form;
  const mutation = useSubmitContact();
  const formElement = useRef<HTMLFormElement>(null);
  useRestoreCarried(carried, formElement);

  // The pressed button was disabled while sending, which dropped the focus.
  const onSubmit = (values: Contact) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset(CONTACT_DEFAULTS);
        focusFirstField(formElement.current);
      },
    });

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={contactResolver.preload}
      aria-labelledby="contact-title"
      className="grid gap-4"
    >
      <ContactFields form={form} pending={mutation.isPending} />
    </form>
  );
}

/** The contact form, with the query cache its submission uses. */
export function ContactForm({ carried }: { carried?: CarriedForm }) {
  return (
    <QueryProvider>
      <ContactFormFields carried={carried} />
    </QueryProvider>
  );
}
