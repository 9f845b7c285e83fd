import { z } from 'zod';
import {
  type Complaint,
  COMPLAINT_CHANNEL_LABELS,
  COMPLAINT_CONTACT_MAX,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  NO_ACCOUNT_RESPONSE_HINT,
  NO_EMAIL_RESPONSE_HINT,
  OPEN_COMPLAINT_STATUSES,
  reachableComplainant,
  STAFF_COMPLAINT_CHANNELS,
  staffComplaintFields,
  updateComplaintSchema,
} from '../../../../contract/complaints/complaints';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { formatDate, fromDateTimeLocal, toDateTimeLocal } from '../../../lib/format';
import { useRecordComplaint, useUpdateComplaint } from '../api/complaints';

/** Where an open complaint may go next: a later open state, a final response, or (inside its window) a summary resolution. */
export function nextStatuses(complaint: Complaint): ComplaintStatus[] {
  const order: readonly ComplaintStatus[] = OPEN_COMPLAINT_STATUSES;
  const later = order.slice(order.indexOf(complaint.status) + 1);
  return [...later, 'final_response', ...(complaint.summaryWindowOpen ? (['resolved_summary'] as const) : [])];
}

/** Where the complainant reads the response: signed in, or (recorded by staff without an account) only if staff send it. */
function responseHint(complaint: Complaint, status: 'final_response' | 'resolved_summary'): string {
  if (complaint.email === null) return NO_EMAIL_RESPONSE_HINT;
  if (complaint.clientAccountId === null) return NO_ACCOUNT_RESPONSE_HINT;
  return status === 'final_response'
    ? "The complainant is emailed and shown the Financial Ombudsman Service's terms."
    : 'The complainant is emailed that it is resolved and reads this when they sign in.';
}

export function ComplaintUpdateDialog({ complaint, onDone }: { complaint: Complaint; onDone: () => void }) {
  const update = useUpdateComplaint();
  const choices = nextStatuses(complaint);
  const form = useZodForm(updateComplaintSchema, { defaultValues: { status: choices[0], outcome: undefined, response: '' } });
  const status = form.watch('status');
  const submit = form.handleSubmit((change) => update.mutate({ id: complaint.id, change }, { onSuccess: onDone }));
  return (
    <DialogContent title={`Complaint ${complaint.reference}`} description={`${complaint.name}: ${COMPLAINT_STATUS_LABELS[complaint.status]}`}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">{complaint.summary}</p>
        {complaint.email === null && (
          <p className="text-sm wrap-anywhere whitespace-pre-wrap text-slate-700">
            No email: reach them at <span className="font-medium">{complaint.contact}</span>
          </p>
        )}
        <FormField form={form} name="status" id="complaint-status" label="Move to">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={choices} label={(value) => COMPLAINT_STATUS_LABELS[value]} />
            </Select>
          )}
        </FormField>
        {status === 'final_response' && (
          <FormField form={form} name="outcome" id="complaint-outcome" label="Outcome">
            {(control) => (
              <Select fieldSize="sm" {...control}>
                <option value="">Choose...</option>
                <Options values={COMPLAINT_OUTCOMES} label={(value) => COMPLAINT_OUTCOME_LABELS[value]} />
              </Select>
            )}
          </FormField>
        )}
        {(status === 'final_response' || status === 'resolved_summary') && (
          <FormField
            form={form}
            name="response"
            id="complaint-response"
            label={status === 'final_response' ? 'Final response (sent to the complainant)' : 'Summary of the resolution (sent to the complainant)'}
            hint={responseHint(complaint, status)}
          >
            {(control) => <Textarea className="min-h-32" maxLength={10_000} {...control} />}
          </FormField>
        )}
        <DialogFormFooter pending={update.isPending} label="Save" pendingLabel="Saving..." />
      </form>
    </DialogContent>
  );
}

const recordFormSchema = reachableComplainant(
  staffComplaintFields.extend({
    receivedAt: z
      .string()
      .min(1, 'When was it received?')
      .transform((value) => fromDateTimeLocal(value) ?? value),
  }),
);

export function RecordComplaintDialog({ onDone }: { onDone: () => void }) {
  const record = useRecordComplaint();
  const form = useZodForm(recordFormSchema, {
    defaultValues: { name: '', email: '', contact: '', channel: 'phone', summary: '', receivedAt: toDateTimeLocal(new Date().toISOString()) },
  });
  const email = form.watch('email');
  const submit = form.handleSubmit((input) => record.mutate(input, { onSuccess: onDone }));
  return (
    <DialogContent
      title="Record a complaint"
      description="A complaint received by phone, email or letter. Its deadlines count from when it was received."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" id="record-complaint-name" label="Complainant's name">
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        <FormField form={form} name="email" id="record-complaint-email" label="Email (if they have one)">
          {(control) => <Input type="email" fieldSize="sm" {...control} />}
        </FormField>
        <FormField
          form={form}
          name="contact"
          id="record-complaint-contact"
          label="Postal address or phone"
          hint={
            email?.trim()
              ? 'Optional.'
              : 'Needed without an email: we cannot email them the acknowledgement or our response, so you send them in writing.'
          }
          className="sm:col-span-2"
        >
          {(control) => <Textarea className="min-h-16" maxLength={COMPLAINT_CONTACT_MAX} {...control} />}
        </FormField>
        <FormField form={form} name="channel" id="record-complaint-channel" label="Received by">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={STAFF_COMPLAINT_CHANNELS} label={(value) => COMPLAINT_CHANNEL_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="receivedAt" id="record-complaint-received" label="Received at">
          {(control) => <Input type="datetime-local" fieldSize="sm" {...control} />}
        </FormField>
        <FormField form={form} name="summary" id="record-complaint-summary" label="What the complaint says" className="sm:col-span-2">
          {(control) => <Textarea className="min-h-28" maxLength={5000} {...control} />}
        </FormField>
        <div className="sm:col-span-2">
          <DialogFormFooter pending={record.isPending} label="Record complaint" pendingLabel="Recording..." />
        </div>
      </form>
    </DialogContent>
  );
}

/** A closed complaint as it was closed, read only: what the complainant was sent and when (the register's record). */
export function ClosedComplaintDialog({ complaint }: { complaint: Complaint }) {
  const detail = (label: string, value: string) => (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm wrap-anywhere whitespace-pre-wrap text-slate-900">{value}</dd>
    </div>
  );
  return (
    <DialogContent
      title={`Complaint ${complaint.reference}`}
      description={`${complaint.name}: ${COMPLAINT_STATUS_LABELS[complaint.status]} ${formatDate(complaint.closedAt)}`}
    >
      <dl className="grid gap-3">
        {detail('Complaint', complaint.summary)}
        {complaint.email === null && complaint.contact && detail('No email: reach them at', complaint.contact)}
        {complaint.outcome && detail('Outcome', COMPLAINT_OUTCOME_LABELS[complaint.outcome])}
        {detail(complaint.status === 'final_response' ? 'Final response' : 'Resolution', complaint.response || 'None recorded')}
      </dl>
    </DialogContent>
  );
}
