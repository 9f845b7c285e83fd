import { useForm } from 'react-hook-form';
import type { Contact, ContactInput } from '../../../../contract/intake/contact';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitContact } from '../api/submit-contact';
import { keepPhoneCharactersInInput } from '../../../components/ui/phone-input';
import { lazyResolver } from '../lib/lazy-resolver';
import { SubmitButton } from '../../../components/ui/submit-button';

const contactResolver = lazyResolver<ContactInput, Contact>(() => import('../lib/validation').then((m) => m.contactResolver));

const DEFAULT_VALUES: ContactInput = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

const id = (field: keyof ContactInput) => `contact-${field}`;

export function ContactForm() {
  const form = useForm<ContactInput, unknown, Contact>({ resolver: contactResolver, defaultValues: DEFAULT_VALUES });
  const { handleSubmit, reset } = form;
  const mutation = useSubmitContact();
  const field = (name: keyof ContactInput, label: string) => ({ form, name, id: id(name), label });

  const onSubmit = (values: Contact) => mutation.mutate(values, { onSuccess: () => reset() });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={contactResolver.preload} aria-labelledby="contact-title" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName', 'First name')}>{(control) => <Input autoComplete="given-name" required {...control} />}</FormField>
        <FormField {...field('lastName', 'Last name')}>{(control) => <Input autoComplete="family-name" required {...control} />}</FormField>
        <FormField {...field('email', 'Email')}>
          {(control) => <Input type="email" autoComplete="email" inputMode="email" required {...control} />}
        </FormField>
        <FormField {...field('phone', 'Phone (optional)')}>
          {(control) => (
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...control}
              onChange={(event) => {
                keepPhoneCharactersInInput(event);
                void control.onChange(event);
              }}
            />
          )}
        </FormField>
      </div>
      <FormField {...field('subject', 'Subject (optional)')}>{(control) => <Input autoComplete="off" {...control} />}</FormField>
      <FormField {...field('message', 'Message')}>{(control) => <Textarea rows={5} required {...control} />}</FormField>
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={mutation.isPending} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
