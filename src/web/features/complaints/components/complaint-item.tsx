import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import {
  type ClientComplaintListItem,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_STATUS_LABELS,
  isOpenComplaint,
} from '../../../../contract/complaints/complaints';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCalendarDate, formatDate } from '../../../lib/client-format';
import { ComplaintDetails } from './complaint-details';

/** One of the client's complaints: where it stands, our response, and what they sent when they open it. */
export function ComplaintItem({ complaint }: { complaint: ClientComplaintListItem }) {
  const [open, setOpen] = useState(false);
  const panelId = `complaint-${complaint.id}-details`;
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="complaint">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-semibold wrap-anywhere text-navy-900">{complaint.subject ?? 'Complaint'}</span>
        <span className="text-sm font-medium text-slate-800" data-testid="complaint-status">
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </span>
      </p>
      <p className="text-xs text-slate-600">
        Reference <span className="font-mono">{complaint.reference}</span> · received {formatDate(complaint.receivedAt)}
        {isOpenComplaint(complaint.status) && ` · our final response by ${formatCalendarDate(complaint.finalDeadline)}`}
        {complaint.closedAt &&
          ` · ${complaint.status === 'resolved_summary' ? 'resolved' : 'final response sent'} ${formatDate(complaint.closedAt)}`}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 justify-self-start"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        Read your complaint <span className="sr-only">{complaint.reference}</span>
      </Button>
      {open && <ComplaintDetails id={complaint.id} panelId={panelId} />}
      {complaint.response && (
        <div className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {complaint.outcome && <p className="font-medium">Outcome: {COMPLAINT_OUTCOME_LABELS[complaint.outcome]}</p>}
          <p className="wrap-anywhere whitespace-pre-wrap">{complaint.response}</p>
        </div>
      )}
      {complaint.ombudsmanNotice && (
        <p role="note" className="mt-1 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="ombudsman-notice">
          {complaint.ombudsmanNotice}
        </p>
      )}
    </li>
  );
}
