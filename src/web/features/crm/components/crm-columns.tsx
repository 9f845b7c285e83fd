import type { CrmLead } from '../../../../contract/crm/crm';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { actionsColumn, type Column, timeColumn } from '../../../components/ui/data-table';
import { SelectAll } from '../../../components/ui/select-all';
import { formatDateTime, fullName } from '../../../lib/format';
import { notSelectableReason, previewOf } from '../lib/selectable';
import type { CrmSelection } from '../lib/use-crm-selection';
import { CrmStatusCell } from './crm-status-cell';

interface CrmColumnOptions {
  isAdmin: boolean;
  configured: boolean;
  selectable: CrmLead[];
  selection: CrmSelection;
  /** The lead being sent now, if any, and the way to send one. */
  syncing: number | null;
  onSync: (lead: CrmLead) => void;
  onShowError: (lead: CrmLead) => void;
}

function selectColumn({ configured, selectable, selection }: CrmColumnOptions): Column<CrmLead> {
  return {
    key: 'select',
    header: (
      <SelectAll
        count={selectable.length}
        selected={selection.selected.size}
        disabled={!configured}
        label="Select all leads that can be synced"
        onChange={selection.selectAll}
      />
    ),
    headerClassName: 'w-10',
    cell: (lead) => {
      const reason = notSelectableReason(lead);
      return (
        <Checkbox
          className="mt-0.5 h-4 w-4"
          aria-label={`Select ${fullName(lead)}`}
          aria-describedby={reason ? `crm-lead-${lead.id}-reason` : undefined}
          checked={selection.selected.has(lead.id)}
          disabled={reason !== null || !configured}
          onChange={(event) => selection.toggle(lead.id, event.target.checked)}
        />
      );
    },
  };
}

/** The CRM tab's table: who, what they sent, where the sync stands, and (an admin's) the selection and a single sync. */
export function crmColumns(options: CrmColumnOptions): Column<CrmLead>[] {
  const { isAdmin, configured } = options;
  return [
    // Selecting is for the bulk sync, an admin's action.
    ...(isAdmin ? [selectColumn(options)] : []),
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-28',
      cell: (lead) => {
        const reason = notSelectableReason(lead);
        return (
          <>
            <span className="block font-semibold text-navy-900">{fullName(lead)}</span>
            {reason && (
              <span id={`crm-lead-${lead.id}-reason`} className="block text-xs text-slate-600">
                {reason}
              </span>
            )}
          </>
        );
      },
    },
    { key: 'email', header: 'Email', className: 'break-all', cell: (lead) => lead.email },
    {
      key: 'details',
      header: 'Case details',
      className: 'max-w-sm min-w-28 text-slate-700',
      cell: (lead) => previewOf(lead.caseDetails),
    },
    {
      key: 'status',
      header: 'CRM status',
      className: 'whitespace-nowrap',
      cell: (lead) => <CrmStatusCell lead={lead} configured={configured} onShowError={options.onShowError} />,
    },
    timeColumn('created', 'Created', (lead) => lead.createdAt, formatDateTime),
    // Sending a lead to the partner is an admin's, one lead or many: a caseworker sees the states only.
    actionsColumn((lead) => {
      const syncing = options.syncing === lead.id;
      return isAdmin && notSelectableReason(lead) === null && configured ? (
        <Button variant="outline" size="sm" aria-label={`Sync ${fullName(lead)}`} disabled={syncing} onClick={() => options.onSync(lead)}>
          {syncing ? 'Syncing...' : 'Sync'}
        </Button>
      ) : null;
    }),
  ];
}
