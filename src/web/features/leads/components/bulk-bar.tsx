import { Download, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { useBulkLeads } from '../api/bulk-update-leads';
import { useExportLeads } from '../api/export-leads';
import { titleCase } from '../../../lib/format';
import type { LeadListParams, LeadStatus } from '../lib/lead-list-params';

const UNASSIGNED = 'none';

/** Actions on the selected rows: status, assignment, export and delete (after confirming). */
export function BulkBar({ ids, params, staff, onDone }: { ids: number[]; params: LeadListParams; staff: StaffMember[]; onDone: () => void }) {
  const bulk = useBulkLeads();
  const exporter = useExportLeads();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [assignee, setAssignee] = useState('');
  const [confirming, setConfirming] = useState(false);
  const count = ids.length;

  return (
    <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-lg border border-teal-200 bg-teal-50/70 px-3 py-2">
      <p className="mr-2 text-sm font-semibold text-navy-900" aria-live="polite">
        {count} selected
      </p>
      <div className="flex items-center gap-1">
        <label htmlFor="bulk-status" className="sr-only">
          New status
        </label>
        <Select
          id="bulk-status"
          fieldSize="sm"
          className="w-32"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
        >
          <option value="">New status…</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {titleCase(value)}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          size="sm"
          className="whitespace-nowrap"
          disabled={!status || bulk.isPending}
          onClick={() => status && bulk.mutate({ action: 'status', ids, status }, { onSuccess: () => setStatus('') })}
        >
          Change status
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <label htmlFor="bulk-assignee" className="sr-only">
          Staff member
        </label>
        <Select id="bulk-assignee" fieldSize="sm" className="w-36" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">Staff member…</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {staffDisplayName(member)}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          size="sm"
          className="whitespace-nowrap"
          disabled={!assignee || bulk.isPending}
          onClick={() =>
            bulk.mutate(
              { action: 'assign', ids, assignedTo: assignee === UNASSIGNED ? null : Number(assignee) },
              { onSuccess: () => setAssignee('') },
            )
          }
        >
          Assign to
        </Button>
      </div>
      <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={() => exporter.mutate({ params, format: 'csv', ids })}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {exporter.isPending ? 'Exporting...' : 'Export selected'}
      </Button>
      <Button variant="outline" size="sm" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete selected
      </Button>
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
