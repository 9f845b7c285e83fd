import { useId, useState } from 'react';
import { type ChatContact, type ChatRoomOpened, chatContactSchema } from '../../../contract/chat/chat';
import { FormField } from '../../components/ui/form-field';
import { useZodForm } from '../../components/ui/use-zod-form';
import { isApiError } from '../../lib/api';
import { keepPhoneCharactersInInput } from '../../components/ui/phone-input';
import { openRoom } from './api/open-room';
import { readStoredSession } from './chat-storage';

const FIELDS: { name: keyof ChatContact; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

const inputClasses =
  'block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 ' +
  'focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 aria-[invalid=true]:border-red-700';

/** Opens the room with the contact given; a refusal the visitor can act on is said as the server says it. */
function useStartChat(form: ReturnType<typeof useContactForm>, onStarted: (room: ChatRoomOpened, contact: ChatContact) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (contact: ChatContact) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onStarted(await openRoom(readStoredSession(), contact), contact);
    } catch (caught) {
      setError((isApiError(caught) && caught.status < 500 && caught.body.message) || 'We could not start the chat. Please try again.');
      setPending(false);
    }
  });
  return { onSubmit, pending, error };
}

const useContactForm = () => useZodForm(chatContactSchema, { defaultValues: { firstName: '', lastName: '', email: '', phone: '' } });

/** A visitor's four required contact fields; 'Start Chat' stays disabled until each holds something. */
export function ContactStep({ notice, onStarted }: { notice?: string | null; onStarted: (room: ChatRoomOpened, contact: ChatContact) => void }) {
  const form = useContactForm();
  const id = useId();
  const values = form.watch();
  const missing = FIELDS.filter((field) => (values[field.name] ?? '').trim() === '').map((field) => field.label);
  const complete = missing.length === 0;

  const { onSubmit, pending, error } = useStartChat(form, onStarted);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 p-4" aria-describedby={`${id}-intro`}>
      {notice && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-xs text-slate-800">
          {notice}
        </p>
      )}
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        Tell us how to reach you (all four fields are needed), then ask us anything about your case.
      </p>
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map((field, index) => (
          <FormField
            key={field.name}
            form={form}
            name={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            className={index > 1 ? 'col-span-2' : undefined}
            labelClassName="text-xs"
          >
            {(control) => (
              <input
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.name === 'phone' ? 'tel' : undefined}
                required
                aria-required="true"
                // biome-ignore lint/a11y/noAutofocus: the visitor just opened the chat; its first field takes the focus.
                autoFocus={index === 0}
                maxLength={field.name === 'email' ? 254 : field.name === 'phone' ? 40 : 100}
                {...control}
                onChange={(event) => {
                  if (field.name === 'phone') keepPhoneCharactersInInput(event);
                  void control.onChange(event);
                }}
                className={inputClasses}
              />
            )}
          </FormField>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {!complete && (
        <p id={`${id}-missing`} className="text-xs text-slate-700">
          Still needed: {missing.join(', ')}
        </p>
      )}
      <button
        type="submit"
        disabled={!complete || pending}
        aria-describedby={complete ? undefined : `${id}-missing`}
        className="inline-flex h-11 items-center justify-center rounded-md bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? 'Starting...' : 'Start Chat'}
      </button>
    </form>
  );
}
