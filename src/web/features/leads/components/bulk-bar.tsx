import { Download, Share2, Trash2, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LeadBulkInput } from '../../../../contract/leads/leads';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Options, Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useBulkLeads } from '../api/bulk-update-leads';
import { useExportLeads } from '../api/export-leads';
import { countLeads } from '../api/lead-desk';
import { titleCase } from '../../../lib/format';
import { filterOf, type LeadListParams } from '../lib/lead-list-params';
import { useCrmConfigured } from '../../crm';
import { useIsAdmin } from '../../../lib/current-member';

const UNASSIGNED = 'none';

/** What the bar acts on: the rows ticked on this page, or every lead matching the list's filter. */
export type BulkTarget = { ids: number[] } | { allMatching: true };

type Action =
  | { action: 'status'; status: string }
  | { action: 'priority'; priority: string }
  | { action: 'assign'; assignedTo: number | null }
  | { action: 'crmSync' }
  | { action: 'delete' };

const leadsWord = (n: number) => `${n.toLocaleString('en-GB')} lead${n === 1 ? '' : 's'}`;

/** The question asked before an action on many leads, with their exact number. */
export function bulkQuestion(
  action: Action,
  count: number,
  staff: StaffMember[],
  byFilter: boolean,
): { title: string; message: string; confirm: string } {
  const which = byFilter ? `all ${leadsWord(count)} matching this filter` : count === 1 ? 'this lead' : `these ${leadsWord(count)}`;
  switch (action.action) {
    case 'status':
      return { title: 'Change status', message: `Change the status of ${which} to ${titleCase(action.status)}?`, confirm: 'Change status' };
    case 'priority':
      return { title: 'Change priority', message: `Change the priority of ${which} to ${titleCase(action.priority)}?`, confirm: 'Change priority' };
    case 'assign': {
      const member = staff.find((m) => m.id === action.assignedTo);
      const to = member ? staffDisplayName(member) : 'nobody (unassigned)';
      return { title: 'Assign leads', message: `Assign ${which} to ${to}?`, confirm: 'Assign' };
    }
    case 'crmSync':
      return {
        title: 'Send to the partner CRM',
        message: `Queue ${which} for the partner CRM? Only leads that consented to sharing and were not sent before are queued.`,
        confirm: 'Queue for sync',
      };
    case 'delete':
      return {
        title: `Delete ${leadsWord(count)}`,
        message: `Are you sure you want to delete ${which}? This action cannot be undone.`,
        confirm: 'Delete',
      };
  }
}

/** Actions on the selected rows or on every lead of the filter: status, priority, assignment, CRM, export and delete. */
export function BulkBar({
  target,
  params,
  staff,
  onDone,
}: {
  target: BulkTarget;
  params: LeadListParams;
  staff: StaffMember[];
  onDone: () => void;
}) {
  const bulk = useBulkLeads();
  const exporter = useExportLeads();
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [assignee, setAssignee] = useState('');
  const [asking, setAsking] = useState<{ action: Action; count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  // Sharing, exporting and deleting leads in bulk are an admin's (the server refuses them to a caseworker).
  const isAdmin = useIsAdmin();
  // Offered only when there is a partner to send to (the server refuses it otherwise).
  const crmConfigured = useCrmConfigured(isAdmin);
  const byFilter = 'allMatching' in target;

  const send = (action: Action, after?: () => void) =>
    bulk.mutate({ ...action, ...(byFilter ? { filter: filterOf(params) } : { ids: target.ids }) } as LeadBulkInput, {
      onSettled: () => setAsking(null),
      onSuccess: () => {
        after?.();
        if (byFilter || action.action === 'delete') onDone();
      },
    });

  /** A change to the selected rows goes at once; one to a whole filter, or a deletion, is confirmed with the count first. */
  const apply = async (action: Action, after?: () => void) => {
    if (!byFilter && action.action !== 'delete') return send(action, after);
    if (!byFilter) return setAsking({ action, count: target.ids.length });
    setCounting(true);
    try {
      setAsking({ action, count: await countLeads(params) });
    } catch {
      toast({ title: 'Error', description: 'Could not count the leads of this filter.', variant: 'destructive' });
    } finally {
      setCounting(false);
    }
  };
  const busy = bulk.isPending || counting;
  const bar = useRef<HTMLElement>(null);
  // The bar comes in above the table when the first row is ticked and pushes the rows down: the box that
  // was just ticked (it has the focus) is brought back on screen rather than left below its bottom edge.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !bar.current) return;
    if (bar.current.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) focused.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const question = asking && bulkQuestion(asking.action, asking.count, staff, byFilter);

  return (
    <section
      ref={bar}
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-teal-200 bg-teal-50/70 px-3 py-2"
    >
      <p className="mr-2 text-sm font-semibold text-navy-900" aria-live="polite">
        {byFilter ? 'All leads matching this filter' : `${target.ids.length} selected`}
      </p>
      <PickAndApply
        id="bulk-status"
        label="New status"
        width="w-32"
        value={status}
        onChange={setStatus}
        options={LEAD_STATUSES.map((value) => ({ value, label: titleCase(value) }))}
        actionLabel="Change status"
        busy={busy}
        onApply={() => apply({ action: 'status', status }, () => setStatus(''))}
      />
      <PickAndApply
        id="bulk-priority"
        label="New priority"
        width="w-32"
        value={priority}
        onChange={setPriority}
        options={LEAD_PRIORITIES.map((value) => ({ value, label: titleCase(value) }))}
        actionLabel="Change priority"
        busy={busy}
        onApply={() => apply({ action: 'priority', priority }, () => setPriority(''))}
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
        busy={busy}
        onApply={() => apply({ action: 'assign', assignedTo: assignee === UNASSIGNED ? null : Number(assignee) }, () => setAssignee(''))}
      />
      {isAdmin && (
        <>
          {crmConfigured && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => apply({ action: 'crmSync' })}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              Sync to CRM
            </Button>
          )}
          {!byFilter && (
            <Button
              variant="outline"
              size="sm"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate({ params, format: 'csv', ids: target.ids })}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {exporter.isPending ? 'Exporting...' : 'Export selected'}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            className="border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => apply({ action: 'delete' })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {byFilter ? 'Delete all' : 'Delete selected'}
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={onDone}>
        <X aria-hidden="true" className="h-4 w-4" />
        Clear selection
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !bulk.isPending && setAsking(null)}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm ?? 'Confirm'}
        busy={bulk.isPending}
        onConfirm={() => asking && send(asking.action)}
      />
    </section>
  );
}

/** A choice and the button that applies it (enabled once something is chosen). */
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
