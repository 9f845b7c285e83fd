import { useForm } from 'react-hook-form';
import type { Contact, ContactInput } from '../../../../contract/intake/contact';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitContact } from '../api/submit-contact';
import { describedField } from './field-props';
import { lazyResolver } from '../lib/lazy-resolver';
import { keepPhoneCharactersInInput } from '../lib/phone-input';

const contactResolver = lazyResolver<ContactInput, Contact>(() => import('../lib/validation').then((m) => m.contactResolver));

const DEFAULT_VALUES: ContactInput = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

const id = (field: keyof ContactInput) => `contact-${field}`;

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, Contact>({ resolver: contactResolver, defaultValues: DEFAULT_VALUES });
  const mutation = useSubmitContact();
  const phone = register('phone');
  const err = (field: keyof ContactInput) => errors[field]?.message;

  const onSubmit = (values: Contact) => mutation.mutate(values, { onSuccess: () => reset() });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={contactResolver.preload}
      aria-labelledby="contact-title"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('firstName')}>First name</Label>
          <Input autoComplete="given-name" required {...describedField(id('firstName'), err('firstName'))} {...register('firstName')} />
          <FieldError id={`${id('firstName')}-error`} message={err('firstName')} />
        </div>
        <div>
          <Label htmlFor={id('lastName')}>Last name</Label>
          <Input autoComplete="family-name" required {...describedField(id('lastName'), err('lastName'))} {...register('lastName')} />
          <FieldError id={`${id('lastName')}-error`} message={err('lastName')} />
        </div>
        <div>
          <Label htmlFor={id('email')}>Email</Label>
          <Input type="email" autoComplete="email" inputMode="email" required {...describedField(id('email'), err('email'))} {...register('email')} />
          <FieldError id={`${id('email')}-error`} message={err('email')} />
        </div>
        <div>
          <Label htmlFor={id('phone')}>Phone (optional)</Label>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...describedField(id('phone'), err('phone'))}
            {...phone}
            onChange={(event) => {
              keepPhoneCharactersInInput(event);
              void phone.onChange(event);
            }}
          />
          <FieldError id={`${id('phone')}-error`} message={err('phone')} />
        </div>
      </div>
      <div>
        <Label htmlFor={id('subject')}>Subject (optional)</Label>
        <Input autoComplete="off" {...describedField(id('subject'), err('subject'))} {...register('subject')} />
        <FieldError id={`${id('subject')}-error`} message={err('subject')} />
      </div>
      <div>
        <Label htmlFor={id('message')}>Message</Label>
        <Textarea rows={5} required {...describedField(id('message'), err('message'))} {...register('message')} />
        <FieldError id={`${id('message')}-error`} message={err('message')} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
