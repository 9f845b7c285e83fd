import { Download, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Options, Select } from '../../../components/ui/select';
import { useBulkLeads } from '../api/bulk-update-leads';
import { useExportLeads } from '../api/export-leads';
import { titleCase } from '../../../lib/format';
import type { LeadListParams, LeadStatus } from '../lib/lead-list-params';
import { useIsAdmin } from '../../../lib/current-member';

const UNASSIGNED = 'none';

/** Actions on the selected rows: status, assignment, export and delete (after confirming). */
export function BulkBar({ ids, params, staff, onDone }: { ids: number[]; params: LeadListParams; staff: StaffMember[]; onDone: () => void }) {
  const bulk = useBulkLeads();
  const exporter = useExportLeads();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [assignee, setAssignee] = useState('');
  const [confirming, setConfirming] = useState(false);
  const count = ids.length;
  // Exporting and deleting leads in bulk are an admin's (the server refuses them to a caseworker).
  const isAdmin = useIsAdmin();

  return (
    <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-lg border border-teal-200 bg-teal-50/70 px-3 py-2">
      <p className="mr-2 text-sm font-semibold text-navy-900" aria-live="polite">
        {count} selected
      </p>
      <PickAndApply
        id="bulk-status"
        label="New status"
        width="w-32"
        value={status}
        onChange={(value) => setStatus(value as LeadStatus | '')}
        options={LEAD_STATUSES.map((value) => ({ value, label: titleCase(value) }))}
        actionLabel="Change status"
        busy={bulk.isPending}
        onApply={() => status && bulk.mutate({ action: 'status', ids, status }, { onSuccess: () => setStatus('') })}
      />
      <PickAndApply
        id="bulk-assignee"
        label="Staff member"
        width="w-36"
        value={assignee}
        onChange={setAssignee}
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...staff.map((member) => ({ value: String(member.id), label: staffDisplayName(member) })),
        ]}
        actionLabel="Assign to"
        busy={bulk.isPending}
        onApply={() =>
          bulk.mutate(
            { action: 'assign', ids, assignedTo: assignee === UNASSIGNED ? null : Number(assignee) },
            { onSuccess: () => setAssignee('') },
          )
        }
      />
      {isAdmin && (
        <>
          <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={() => exporter.mutate({ params, format: 'csv', ids })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {exporter.isPending ? 'Exporting...' : 'Export selected'}
          </Button>
          <Button variant="outline" size="sm" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete selected
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={onDone}>
        <X aria-hidden="true" className="h-4 w-4" />
        Clear selection
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} lead${count === 1 ? '' : 's'}`}
        message={`Are you sure you want to delete ${count === 1 ? 'this lead' : `these ${count} leads`}? This action cannot be undone.`}
        confirmLabel="Delete"
        busy={bulk.isPending}
        onConfirm={() =>
          bulk.mutate(
            { action: 'delete', ids },
            {
              onSettled: () => setConfirming(false),
              onSuccess: onDone,
            },
          )
        }
      />
    </section>
  );
}

/** A choice and the button that applies it to the selection (enabled once something is chosen). */
function PickAndApply(props: {
  id: string;
  label: string;
  width: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  actionLabel: string;
  busy: boolean;
  onApply: () => void;
}) {
  const labelOf = new Map(props.options.map((option) => [option.value, option.label]));
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Select id={props.id} fieldSize="sm" className={props.width} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.label}…</option>
        <Options values={props.options.map((option) => option.value)} label={(value) => labelOf.get(value) ?? value} />
      </Select>
      <Button variant="outline" size="sm" className="whitespace-nowrap" disabled={!props.value || props.busy} onClick={props.onApply}>
        {props.actionLabel}
      </Button>
    </div>
  );
}
