import { type ContactMessage, contactReplySchema } from '../../../../contract/intake/contact';
import { CONTACT_REPLY_MAX, EMAIL_NOT_PRIVATE_WARNING } from '../../../../contract/intake/contact-messages';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useReplyToContact } from '../api/contact-messages';

/** Answers a contact message by email: the staff member's own words go to its sender, and the message is marked handled. */
export function ContactReplyDialog({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const reply = useReplyToContact();
  const form = useZodForm(contactReplySchema, { defaultValues: { message: '' } });
  const submit = form.handleSubmit((values) => reply.mutate({ id: message.id, message: values.message }, { onSuccess: onDone }));
  return (
    <DialogContent title="Reply by email" description={`To ${message.firstName} ${message.lastName} <${message.email}>`}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" id="contact-reply-warning">
          {EMAIL_NOT_PRIVATE_WARNING}
        </p>
        <FormField
          form={form}
          name="message"
          id="contact-reply"
          label="Your reply"
          describedBy={['contact-reply-warning']}
          dense
          hint="The email holds your words and our standing no-fee warning; it does not quote the visitor's message."
        >
          {(control) => <Textarea className="min-h-40" maxLength={CONTACT_REPLY_MAX} {...control} />}
        </FormField>
        <DialogFormFooter pending={reply.isPending} label="Send reply" pendingLabel="Sending..." />
      </form>
    </DialogContent>
  );
}
