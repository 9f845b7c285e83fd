import type { ContactInput } from '../../../../contract/intake/contact';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { keepPhoneCharactersInInput } from '../../../components/ui/phone-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import type { FieldsForm } from '../lib/deferred-form';

export const CONTACT_DEFAULTS: ContactInput = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/** The contact form's fields and button, rendered by the real form and by its placeholder alike. */
export function ContactFields({ form, pending }: { form: FieldsForm<ContactInput>; pending: boolean }) {
  const field = (name: keyof ContactInput, label: string) => ({ form, name, id: `contact-${name}`, label });
  return (
    <>
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
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={pending} label="Send Message" pendingLabel="Sending..." />
    </>
  );
}
