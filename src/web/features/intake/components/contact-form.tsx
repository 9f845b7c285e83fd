import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import type { Contact, ContactInput } from '../../../../contract/intake/contact';
import QueryProvider from '../../../lib/query-provider';
import { focusFirstField } from '../../../lib/focus';
import { useSubmitContact } from '../api/submit-contact';
import { type CarriedForm, carriedValues } from '../lib/deferred-form';
import { CarriedFormElement } from './carried-form';
import { lazyResolver } from '../lib/lazy-resolver';
import { CONTACT_DEFAULTS, ContactFields } from './contact-fields';
import { ContactConfirmation } from './contact-confirmation';

const contactResolver = lazyResolver<ContactInput, Contact>(() => import('../lib/validation').then((m) => m.contactResolver));

function ContactFormFields({ carried, onSent }: { carried?: CarriedForm; onSent: () => void }) {
  const form = useForm<ContactInput, unknown, Contact>({ resolver: contactResolver, defaultValues: carriedValues(carried, CONTACT_DEFAULTS) });
  const { handleSubmit } = form;
  const mutation = useSubmitContact();

  const onSubmit = (values: Contact) => mutation.mutate(values, { onSuccess: onSent });

  return (
    <CarriedFormElement carried={carried} preload={contactResolver.preload} labelledBy="contact-title" onSubmit={handleSubmit(onSubmit)}>
      <ContactFields form={form} pending={mutation.isPending} />
    </CarriedFormElement>
  );
}

/** The contact form, with the query cache its submission uses; once a message is received, the confirmation takes its place. */
export function ContactForm({ carried }: { carried?: CarriedForm }) {
  const [sent, setSent] = useState(false);
  // What was typed before the form's code arrived belongs to the first message only.
  const [carriedLeft, setCarriedLeft] = useState(carried);
  const container = useRef<HTMLDivElement>(null);
  const another = () => {
    flushSync(() => setSent(false));
    focusFirstField(container.current);
  };
  return (
    <QueryProvider>
      <div ref={container}>
        {sent ? (
          <ContactConfirmation onAnother={another} />
        ) : (
          <ContactFormFields
            carried={carriedLeft}
            onSent={() => {
              setCarriedLeft(undefined);
              setSent(true);
            }}
          />
        )}
      </div>
    </QueryProvider>
  );
}
