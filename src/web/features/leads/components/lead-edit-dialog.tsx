import type { ReactNode } from 'react';
import { z } from 'zod';
import { isInFuture, LAST_CONTACTED_IN_FUTURE_MESSAGE, type Lead, type LeadUpdate } from '../../../../contract/leads/lead';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/ui/form-field';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useUpdateLead } from '../api/update-lead';
import { formatAmount, fromDateTimeLocal, fullName, titleCase, toDateTimeLocal } from '../../../lib/format';

const NOTES_MAX = 5000;

/** The handling fields as the form holds them (text inputs); the changes sent are the contract's LeadUpdate. */
const editSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  notes: z.string().max(NOTES_MAX, `Notes must be ${NOTES_MAX} characters or less`),
  assignedTo: z.string(),
  nextFollowUpAt: z.string(),
  followUpNote: z.string().max(500, 'The follow-up note must be 500 characters or less'),
  lastContactedAt: z.string(),
});
type EditValues = z.infer<typeof editSchema>;

/**
 * A last contact that has not happened yet is refused, as the server does; one already on the lead is left as it is
 * (only changes are sent).
 */
const editSchemaFor = (initial: EditValues) =>
  editSchema.refine(
    (values) => values.lastContactedAt === initial.lastContactedAt || !isInFuture(fromDateTimeLocal(values.lastContactedAt) ?? ''),
    { message: LAST_CONTACTED_IN_FUTURE_MESSAGE, path: ['lastContactedAt'] },
  );

function valuesOf(lead: Lead): EditValues {
  return {
    status: lead.status,
    priority: lead.priority,
    notes: lead.notes ?? '',
    assignedTo: lead.assignedTo === null ? '' : String(lead.assignedTo),
    nextFollowUpAt: toDateTimeLocal(lead.nextFollowUpAt),
    followUpNote: lead.followUpNote ?? '',
    lastContactedAt: toDateTimeLocal(lead.lastContactedAt),
  };
}

/** Only what changed is sent, so the history records real changes only. */
export function leadChanges(initial: EditValues, values: EditValues): LeadUpdate {
  const changes: LeadUpdate = {};
  if (values.status !== initial.status) changes.status = values.status;
  if (values.priority !== initial.priority) changes.priority = values.priority;
  if (values.notes.trim() !== initial.notes.trim()) changes.notes = values.notes.trim() || null;
  if (values.assignedTo !== initial.assignedTo) changes.assignedTo = values.assignedTo ? Number(values.assignedTo) : null;
  if (values.nextFollowUpAt !== initial.nextFollowUpAt) changes.nextFollowUpAt = fromDateTimeLocal(values.nextFollowUpAt);
  if (values.followUpNote.trim() !== initial.followUpNote.trim()) changes.followUpNote = values.followUpNote.trim() || null;
  if (values.lastContactedAt !== initial.lastContactedAt) changes.lastContactedAt = fromDateTimeLocal(values.lastContactedAt);
  return changes;
}

function ReadOnly({ label, children, wide = false }: { label: string; children: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={`mt-0.5 text-sm break-words text-slate-900 ${wide ? 'max-h-28 overflow-y-auto whitespace-pre-wrap' : ''}`}>{children}</dd>
    </div>
  );
}

/** Edits a lead: contact and case details are shown read-only; handling fields are editable. */
export function LeadEditDialog({ lead, staff, onDone }: { lead: Lead; staff: StaffMember[]; onDone: () => void }) {
  const update = useUpdateLead();
  const initial = valuesOf(lead);
  const form = useZodForm(editSchemaFor(initial), { defaultValues: initial });
  const notesLength = form.watch('notes').length;
  const id = (field: keyof EditValues) => `edit-lead-${field}`;
  const field = (name: keyof EditValues, label: string) => ({ form, name, id: id(name), label });

  const onSubmit = (values: EditValues) => update.mutate({ id: lead.id, changes: leadChanges(initial, values) }, { onSuccess: onDone });

  const staffName = new Map(staff.map((member) => [String(member.id), staffDisplayName(member)]));
  const choice = (name: 'status' | 'priority' | 'assignedTo', label: string, options: ReactNode) => (
    <FormField {...field(name, label)}>
      {(control) => (
        <Select fieldSize="sm" {...control}>
          {options}
        </Select>
      )}
    </FormField>
  );

  return (
    <DialogContent title={`Edit lead: ${fullName(lead)}`} description="Contact and case details are read-only." size="lg">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2">
          <ReadOnly label="Name">{fullName(lead)}</ReadOnly>
          <ReadOnly label="Email">{lead.email}</ReadOnly>
          <ReadOnly label="Phone">{lead.phone}</ReadOnly>
          <ReadOnly label="Country">{lead.country}</ReadOnly>
          <ReadOnly label="Amount">{formatAmount(lead.amountLost, lead.currency)}</ReadOnly>
          <ReadOnly label="Company">{lead.companyName}</ReadOnly>
          <ReadOnly label="Case details" wide>
            {lead.caseDetails}
          </ReadOnly>
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('status', 'Status', <Options values={LEAD_STATUSES} label={titleCase} />)}
          {choice('priority', 'Priority', <Options values={LEAD_PRIORITIES} label={titleCase} />)}
          {choice(
            'assignedTo',
            'Assigned to',
            <>
              <option value="">Unassigned</option>
              <Options values={staff.map((member) => String(member.id))} label={(value) => staffName.get(value) ?? value} />
            </>,
          )}
          <FormField {...field('nextFollowUpAt', 'Next follow-up')}>
            {(control) => <Input type="datetime-local" fieldSize="sm" {...control} />}
          </FormField>
          <FormField {...field('followUpNote', 'Follow-up note')}>
            {(control) => <Input fieldSize="sm" maxLength={500} placeholder="What to do then" {...control} />}
          </FormField>
          <FormField {...field('lastContactedAt', 'Last contacted')}>
            {(control) => <Input type="datetime-local" fieldSize="sm" {...control} />}
          </FormField>
          <FormField {...field('notes', 'Notes')} className="sm:col-span-2" describedBy={[`${id('notes')}-count`]}>
            {(control) => (
              <>
                <Textarea className="min-h-28" maxLength={NOTES_MAX} {...control} />
                <p id={`${id('notes')}-count`} className="mt-1 text-right text-xs text-slate-500">
                  {notesLength} / {NOTES_MAX}
                </p>
              </>
            )}
          </FormField>
        </div>
        <DialogFormFooter pending={update.isPending} label="Save changes" pendingLabel="Saving..." />
      </form>
    </DialogContent>
  );
}
