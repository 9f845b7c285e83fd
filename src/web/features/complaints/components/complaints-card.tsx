import { useEffect, useState } from 'react';
import { clientComplaintSchema } from '../../../../contract/complaints/complaints';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { SubmitOrCancel } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useClientComplaints, useFileComplaint } from '../api/complaints';
import { ComplaintItem } from './complaint-item';

/** The client's complaints about our service, where each stands, and the form to make one. */
export function ComplaintsCard({ className }: { className?: string }) {
  const complaints = useClientComplaints();
  const file = useFileComplaint();
  const [open, setOpen] = useState(false);
  // Opened, the focus goes to the form's first field; closed (sent or cancelled), back to the button.
  const [closedByClient, setClosedByClient] = useState(false);
  const close = () => {
    setClosedByClient(true);
    setOpen(false);
  };
  const blank = { subject: '', details: '' };
  const form = useZodForm(clientComplaintSchema, { defaultValues: blank });
  const { setFocus } = form;
  useEffect(() => {
    if (open) setFocus('subject');
  }, [open, setFocus]);
  const submit = form.handleSubmit((values) =>
    file.mutate(values, {
      onSuccess: () => {
        form.reset(blank);
        close();
      },
    }),
  );

  return (
    <SectionCard
      id="complaints"
      title="Complaints"
      description="Not happy with our service? Tell us: we answer every complaint, and you can take it to the Financial Ombudsman Service free of charge."
      className={className}
      action={
        !open && (
          // biome-ignore lint/a11y/noAutofocus: only when the client just closed the form this button opened
          <Button variant="outline" size="sm" autoFocus={closedByClient} onClick={() => setOpen(true)}>
            Make a complaint
          </Button>
        )
      }
    >
      {open && (
        <form
          noValidate
          onSubmit={submit}
          className="mb-5 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
          aria-label="Make a complaint"
        >
          <FormField form={form} name="subject" id="complaint-subject" label="What is it about?">
            {(control) => <Input maxLength={200} {...control} />}
          </FormField>
          <FormField form={form} name="details" id="complaint-details" label="What went wrong, and what would put it right?">
            {(control) => <Textarea rows={4} maxLength={5000} {...control} />}
          </FormField>
          <SubmitOrCancel pending={file.isPending} label="Send complaint" pendingLabel="Sending..." onCancel={close} />
        </form>
      )}
      {complaints.isPending ? (
        <ListMessage role="status">Loading your complaints...</ListMessage>
      ) : complaints.isError ? (
        <ListMessage role="alert">Your complaints could not be loaded. Please reload the page.</ListMessage>
      ) : complaints.data.length === 0 ? (
        <ListMessage>You have not made a complaint.</ListMessage>
      ) : (
        <ul aria-label="Your complaints" className="divide-y divide-slate-100">
          {complaints.data.map((complaint) => (
            <ComplaintItem key={complaint.id} complaint={complaint} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
