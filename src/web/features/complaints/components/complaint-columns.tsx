import { type Complaint, COMPLAINT_CHANNEL_LABELS, COMPLAINT_STATUS_LABELS, isOpenComplaint } from '../../../../contract/complaints/complaints';
import { Button } from '../../../components/ui/button';
import { actionsColumn, clientColumn, type Column, timeColumn } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate, formatDateTime } from '../../../lib/format';

const isOpen = (complaint: Complaint) => isOpenComplaint(complaint.status);

function Deadlines({ complaint }: { complaint: Complaint }) {
  if (!isOpen(complaint)) return <span>Closed {formatDate(complaint.closedAt)}</span>;
  const notAcknowledged = complaint.status === 'received' && !complaint.summaryWindowOpen;
  return (
    <>
      {/* A summary resolution is a window, not a duty: once it has passed only the final response is due. */}
      {complaint.summaryWindowOpen && <span className="block">Summary by {formatDate(complaint.summaryDeadline)}</span>}
      <span className="block">Final by {formatDate(complaint.finalDeadline)}</span>
      {(complaint.overdue || notAcknowledged) && (
        <StatusPill tone="danger" className="mt-1">
          {complaint.overdue ? 'Overdue' : 'Not acknowledged'}
        </StatusPill>
      )}
    </>
  );
}

/** The register's columns; an open complaint is worked, a closed one viewed. */
export function complaintColumns(actions: { work: (complaint: Complaint) => void; view: (complaint: Complaint) => void }): Column<Complaint>[] {
  return [
    {
      key: 'reference',
      header: 'Reference',
      className: 'whitespace-nowrap',
      cell: (complaint) => (
        <>
          <span className="block font-mono text-xs">{complaint.reference}</span>
          <span className="block text-xs text-slate-600">{COMPLAINT_CHANNEL_LABELS[complaint.channel]}</span>
        </>
      ),
    },
    // Without an email, how to reach them in writing stands in its place.
    clientColumn((complaint) => ({ firstName: complaint.name, email: complaint.email ?? complaint.contact })),
    {
      key: 'summary',
      header: 'Complaint',
      className: 'min-w-48 max-w-md',
      cell: (complaint) => (
        <>
          {complaint.subject && <span className="block font-medium wrap-anywhere text-navy-900">{complaint.subject}</span>}
          <span className="line-clamp-3 wrap-anywhere text-slate-700">{complaint.summary}</span>
        </>
      ),
    },
    timeColumn('received', 'Received', (complaint) => complaint.receivedAt, formatDateTime),
    { key: 'deadlines', header: 'Deadlines', className: 'whitespace-nowrap text-xs', cell: (complaint) => <Deadlines complaint={complaint} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (complaint) => (
        <StatusPill tone={isOpen(complaint) ? (complaint.overdue ? 'danger' : 'warning') : 'muted'}>
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </StatusPill>
      ),
    },
    actionsColumn((complaint) => {
      const open = isOpen(complaint);
      const verb = open ? 'Work' : 'View';
      return (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${verb} complaint ${complaint.reference}`}
          onClick={() => (open ? actions.work : actions.view)(complaint)}
        >
          {verb}
        </Button>
      );
    }),
  ];
}
