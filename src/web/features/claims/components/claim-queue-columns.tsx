import type { z } from 'zod';
import { Link } from 'wouter';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '../../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS } from '../../../../contract/claims/rules/claim-types';
import type { claimQueueItemSchema } from '../../../../contract/claims/claims';
import { buttonClasses } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';

export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;

const statusText = (item: ClaimQueueItem) =>
  item.kind === 'payment' ? 'No claim yet' : (CLAIM_STATUS_LABELS[item.status as ClaimStatus] ?? item.status);

/** Whose case: its id and the client, a vulnerable one marked. */
const whoColumns: Column<ClaimQueueItem>[] = [
  {
    key: 'case',
    header: 'Case ID',
    className: 'whitespace-nowrap font-mono text-xs',
    cell: (item) => item.caseId,
  },
  {
    key: 'client',
    header: 'Client',
    className: 'min-w-36',
    cell: (item) => (
      <>
        <span className="block font-medium text-navy-900">{item.clientName || '—'}</span>
        {item.vulnerable && (
          <StatusPill tone="warning" className="mt-1">
            Vulnerable client
          </StatusPill>
        )}
      </>
    ),
  },
];

/** What the claim is and with whom, a payment no claim covers said so. */
const whatColumns: Column<ClaimQueueItem>[] = [
  {
    key: 'type',
    header: 'Type',
    className: 'min-w-36',
    cell: (item) => (
      <>
        <span className="block">{CLAIM_TYPE_LABELS[item.type]}</span>
        {item.kind === 'payment' && <span className="block text-xs text-slate-600">Suggested for a payment no claim covers</span>}
      </>
    ),
  },
  {
    key: 'counterparty',
    header: 'With',
    className: 'min-w-32 wrap-anywhere',
    cell: (item) => (
      <>
        <span className="block">{item.counterparty}</span>
        {item.reference && <span className="block font-mono text-xs text-slate-600">{item.reference}</span>}
      </>
    ),
  },
];

/** Where it stands, who holds it and the next date, an overdue one standing out. */
const standingColumns: Column<ClaimQueueItem>[] = [
  {
    key: 'status',
    header: 'Status',
    cell: (item) => <StatusPill tone={item.overdue ? 'danger' : item.kind === 'payment' ? 'info' : 'neutral'}>{statusText(item)}</StatusPill>,
  },
  { key: 'assignee', header: 'Assignee', className: 'whitespace-nowrap', cell: (item) => item.assignedToName ?? 'Unassigned' },
  {
    key: 'next',
    header: 'Next date',
    className: 'whitespace-nowrap',
    cell: (item) =>
      item.nextDate ? (
        <>
          <time dateTime={item.nextDate} className={item.overdue ? 'font-semibold text-red-800' : undefined}>
            {formatDate(item.nextDate)}
          </time>
          {item.overdue && (
            <StatusPill tone="danger" className="mt-1 block w-fit">
              Overdue
            </StatusPill>
          )}
        </>
      ) : (
        '—'
      ),
  },
];

const actionsColumn = (accountHref: (accountId: number) => string): Column<ClaimQueueItem> => ({
  key: 'actions',
  header: 'Actions',
  headerClassName: 'text-right',
  className: 'py-1.5 text-right',
  cell: (item) => (
    <Link
      href={accountHref(item.clientAccountId)}
      className={buttonClasses('outline', 'sm')}
      aria-label={`Open the account of ${item.clientName || item.caseId}`}
    >
      Open account
    </Link>
  ),
});

/**
 * The claims queue's columns: who, what, with whom, where it stands and the next date (overdue ones stand
 * out); the last opens the client's account at `accountHref`.
 */
export const claimQueueColumns = (accountHref: (accountId: number) => string): Column<ClaimQueueItem>[] => [
  ...whoColumns,
  ...whatColumns,
  ...standingColumns,
  actionsColumn(accountHref),
];
