import type { ContactInput } from '../../../../contract/intake/contact';
import { staticForm, useDeferredForm } from '../lib/deferred-form';
import { CONTACT_DEFAULTS, ContactFields } from './contact-fields';

// The form's code (react-hook-form, the query cache) loads after the page; see useDeferredForm.
const loadContactForm = () => import('./contact-form');
const placeholderForm = staticForm<ContactInput>(CONTACT_DEFAULTS);

/** The landing page's contact form: until its code arrives, the same fields as plain inputs that keep what is typed into them. */
export function DeferredContactForm() {
  const { loaded, placeholderProps } = useDeferredForm(loadContactForm);
  if (loaded) {
    const { ContactForm } = loaded.module;
    return <ContactForm carried={loaded.carried} />;
  }
  return (
    // Sent before the page's script has run, the fields go in a request body, never in the address,
    // and the server sends the visitor back here (see webApp).
    <form noValidate method="post" action="/#contact" {...placeholderProps} aria-labelledby="contact-title" className="grid gap-4">
      <ContactFields form={placeholderForm} pending={false} />
    </form>
  );
}
