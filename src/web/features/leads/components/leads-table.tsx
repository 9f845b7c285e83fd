import { Contact, Eye, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Lead } from '../../../../contract/leads/lead';
import { Checkbox } from '../../../components/ui/checkbox';
import { timeColumn, actionsColumn, type Column, DataTable } from '../../../components/ui/data-table';
import { SelectAll } from '../../../components/ui/select-all';
import { cn } from '../../../lib/cn';
import { formatAmount, formatDate, fullName } from '../../../lib/format';
import { FollowUpBadge, PriorityBadge, StatusBadge } from './lead-badges';
import { useIsAdmin } from '../../../lib/current-member';
import { clientAccountHref } from '../../accounts';

export type LeadAction = 'view' | 'edit' | 'account' | 'delete';

const iconButton =
  'inline-flex h-7 w-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-navy-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600';

/** The leads of one page; text is always rendered as text. */
export function LeadsTable({
  leads,
  selected,
  onSelect,
  onSelectAll,
  onAction,
  busy,
  placeholder,
  footer,
}: {
  leads: Lead[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: LeadAction, lead: Lead) => void;
  busy: boolean;
  /** Shown in place of rows: loading, empty or error. */
  placeholder?: ReactNode;
  footer?: ReactNode;
}) {
  const selectedHere = leads.filter((lead) => selected.has(lead.id)).length;
  const columns: Column<Lead>[] = [
    {
      key: 'select',
      header: <SelectAll count={leads.length} selected={selectedHere} label="Select all leads on this page" onChange={onSelectAll} />,
      headerClassName: 'w-10',
      cell: (lead) => (
        <Checkbox
          className="mt-0.5 h-4 w-4"
          aria-label={`Select ${fullName(lead)}`}
          checked={selected.has(lead.id)}
          onChange={(event) => onSelect(lead.id, event.target.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (lead) => (
        <>
          <span className="block min-w-32 font-semibold wrap-anywhere text-navy-900">{fullName(lead)}</span>
          <span className="mt-1 flex flex-wrap gap-1">
            <StatusBadge status={lead.status} />
            {lead.priority !== 'medium' && <PriorityBadge priority={lead.priority} />}
            <FollowUpBadge due={lead.nextFollowUpAt} note={lead.followUpNote} />
          </span>
        </>
      ),
    },
    { key: 'phone', header: 'Phone', className: 'whitespace-nowrap tabular-nums', cell: (lead) => lead.phone },
    // A long email or name wraps in its cell rather than widening the table past the screen for every row.
    { key: 'email', header: 'Email', className: 'min-w-40 max-w-60 wrap-anywhere', cell: (lead) => lead.email },
    { key: 'country', header: 'Country', className: 'min-w-24', cell: (lead) => lead.country },
    {
      key: 'amount',
      header: 'Amount',
      className: 'min-w-28 tabular-nums',
      cell: (lead) => formatAmount(lead.amountLost, lead.currency),
    },
    { key: 'company', header: 'Company', className: 'min-w-28 break-words', cell: (lead) => lead.companyName },
    { key: 'call', header: 'Expert Call Time', className: 'min-w-24', cell: (lead) => lead.expertCallTime || 'Not specified' },
    timeColumn('date', 'Date', (lead) => lead.createdAt, formatDate),
    actionsColumn((lead) => <LeadActions lead={lead} onAction={onAction} />, { nowrap: true }),
  ];
  return (
    <DataTable
      footer={footer}
      label="Client leads"
      busy={busy}
      className={cn('transition-opacity', busy && 'opacity-60')}
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowProps={(lead) => ({ 'data-selected': selected.has(lead.id) })}
      placeholder={placeholder}
    />
  );
}

function LeadActions({ lead, onAction }: { lead: Lead; onAction: (action: LeadAction, lead: Lead) => void }) {
  const name = fullName(lead);
  const isAdmin = useIsAdmin();
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={`View details for ${name}`}
        title="View details"
        onClick={() => onAction('view', lead)}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="button" className={iconButton} aria-label={`Edit ${name}`} title="Edit lead" onClick={() => onAction('edit', lead)}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      {lead.clientAccountId === null ? (
        <button
          type="button"
          className={iconButton}
          aria-label={`Create client account for ${name}`}
          title="Create client account"
          onClick={() => onAction('account', lead)}
        >
          <UserPlus aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : (
        // A lead gives one account: the one it has opens in the Clients tab.
        <Link
          href={clientAccountHref(lead.clientAccountId)}
          className={iconButton}
          aria-label={`Open client account of ${name}`}
          title="Open client account"
        >
          <Contact aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
      {isAdmin && (
        <button
          type="button"
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          aria-label={`Delete ${name}`}
          title="Delete lead"
          onClick={() => onAction('delete', lead)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </>
  );
}
