import { useForm } from 'react-hook-form';
import type { Lead, LeadUpdate } from '../../../../contract/leads/leads';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdateLead } from '../api/update-lead';
import { formatAmount, fromDateTimeLocal, fullName, titleCase, toDateTimeLocal } from '../../../lib/format';

interface EditValues {
  status: Lead['status'];
  priority: Lead['priority'];
  notes: string;
  assignedTo: string;
  nextFollowUpAt: string;
  lastContactedAt: string;
}

const NOTES_MAX = 5000;

function valuesOf(lead: Lead): EditValues {
  return {
    status: lead.status,
    priority: lead.priority,
    notes: lead.notes ?? '',
    assignedTo: lead.assignedTo === null ? '' : String(lead.assignedTo),
    nextFollowUpAt: toDateTimeLocal(lead.nextFollowUpAt),
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
  const { register, handleSubmit, watch } = useForm<EditValues>({ defaultValues: initial });
  const notesLength = watch('notes').length;
  const id = (field: keyof EditValues) => `edit-lead-${field}`;

  const onSubmit = (values: EditValues) =>
    update.mutate({ id: lead.id, changes: leadChanges(initial, values) }, { onSuccess: onDone });

  return (
    <DialogContent title={`Edit lead: ${fullName(lead)}`} description="Contact and case details are read-only." size="lg">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
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
          <div>
            <Label htmlFor={id('status')}>Status</Label>
            <Select id={id('status')} fieldSize="sm" {...register('status')}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {titleCase(status)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={id('priority')}>Priority</Label>
            <Select id={id('priority')} fieldSize="sm" {...register('priority')}>
              {LEAD_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {titleCase(priority)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={id('assignedTo')}>Assigned to</Label>
            <Select id={id('assignedTo')} fieldSize="sm" {...register('assignedTo')}>
              <option value="">Unassigned</option>
              {staff.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {staffDisplayName(member)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={id('nextFollowUpAt')}>Next follow-up</Label>
            <Input id={id('nextFollowUpAt')} type="datetime-local" fieldSize="sm" {...register('nextFollowUpAt')} />
          </div>
          <div>
            <Label htmlFor={id('lastContactedAt')}>Last contacted</Label>
            <Input id={id('lastContactedAt')} type="datetime-local" fieldSize="sm" {...register('lastContactedAt')} />
          </div>
          <div className="sm:col-span-2">
            <Label htmlFor={id('notes')}>Notes</Label>
            <Textarea
              id={id('notes')}
              className="min-h-28"
              maxLength={NOTES_MAX}
              aria-describedby={`${id('notes')}-count`}
              {...register('notes')}
            />
            <p id={`${id('notes')}-count`} className="mt-1 text-right text-xs text-slate-500">
              {notesLength} / {NOTES_MAX}
            </p>
          </div>
        </div>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline', 'sm')}>
            Cancel
          </DialogClose>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
