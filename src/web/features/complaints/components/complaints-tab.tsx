import { FileText, Plus } from 'lucide-react';
import { FilterToggle } from '../../../components/ui/filter-toggle';
import { useState } from 'react';
import {
  type Complaint,
  COMPLAINT_CHANNEL_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  isOpenComplaint,
} from '../../../../contract/complaints/complaints';
import { Button } from '../../../components/ui/button';
import { actionsColumn, clientColumn, type Column, QueryTable, timeColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { Pager } from '../../../components/ui/pager';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { StatusPill } from '../../../components/ui/status-pill';
import { TabSection } from '../../../components/ui/tab-section';
import { useIsAdmin } from '../../../lib/current-member';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useComplaints } from '../api/complaints';
import { useExportComplaints } from '../api/export-complaints';
import { ClosedComplaintDialog, ComplaintUpdateDialog, RecordComplaintDialog } from './complaint-dialogs';

const isOpen = (complaint: Complaint) => isOpenComplaint(complaint.status);

/** The complaints register: every complaint with its deadlines; overdue ones stand out. */
export function ComplaintsTab() {
  const [filter, setFilter] = useState<{ status: ComplaintStatus | 'all'; overdueOnly: boolean }>({ status: 'all', overdueOnly: false });
  const { status, overdueOnly } = filter;
  // Another filter starts again at its first page.
  const [page, setPage] = useState(1);
  const setStatus = (next: ComplaintStatus | 'all') => {
    setFilter({ ...filter, status: next });
    setPage(1);
  };
  const setOverdueOnly = (next: boolean) => {
    setFilter({ ...filter, overdueOnly: next });
    setPage(1);
  };
  const [working, setWorking] = useState<Complaint | null>(null);
  const [viewing, setViewing] = useState<Complaint | null>(null);
  const [recording, setRecording] = useState(false);
  const complaints = useComplaints(status, overdueOnly, page);
  const register = complaints.data;
  const isAdmin = useIsAdmin();
  const exportRegister = useExportComplaints();

  const columns: Column<Complaint>[] = [
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
    {
      key: 'deadlines',
      header: 'Deadlines',
      className: 'whitespace-nowrap text-xs',
      cell: (complaint) =>
        isOpen(complaint) ? (
          <>
            {/* A summary resolution is a window, not a duty: once it has passed only the final response is due. */}
            {complaint.summaryWindowOpen && <span className="block">Summary by {formatDate(complaint.summaryDeadline)}</span>}
            <span className="block">Final by {formatDate(complaint.finalDeadline)}</span>
            {complaint.overdue ? (
              <StatusPill tone="danger" className="mt-1">
                Overdue
              </StatusPill>
            ) : (
              complaint.status === 'received' &&
              !complaint.summaryWindowOpen && (
                <StatusPill tone="danger" className="mt-1">
                  Not acknowledged
                </StatusPill>
              )
            )}
          </>
        ) : (
          <span>Closed {formatDate(complaint.closedAt)}</span>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (complaint) => (
        <StatusPill tone={isOpen(complaint) ? (complaint.overdue ? 'danger' : 'warning') : 'muted'}>
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </StatusPill>
      ),
    },
    actionsColumn((complaint) =>
      isOpen(complaint) ? (
        <Button variant="outline" size="sm" aria-label={`Work complaint ${complaint.reference}`} onClick={() => setWorking(complaint)}>
          Work
        </Button>
      ) : (
        <Button variant="outline" size="sm" aria-label={`View complaint ${complaint.reference}`} onClick={() => setViewing(complaint)}>
          View
        </Button>
      ),
    ),
  ];

  return (
    <TabSection
      id="complaints-heading"
      title="Complaints"
      description="Summary resolution by the end of the third business day after receipt; final response within 8 weeks."
      actions={
        <>
          <StatusFilterBar
            id="complaint-status-filter"
            value={status}
            statuses={COMPLAINT_STATUSES}
            labels={COMPLAINT_STATUS_LABELS}
            onChange={setStatus}
            query={complaints}
          />
          <FilterToggle id="complaints-overdue" label="Overdue only" checked={overdueOnly} onChange={setOverdueOnly} />
          <Button size="sm" onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Record complaint
          </Button>
          {isAdmin && (
            <Button variant="outline" size="sm" disabled={exportRegister.isPending} onClick={() => exportRegister.mutate()}>
              <FileText aria-hidden="true" className="h-4 w-4" />
              Export register
            </Button>
          )}
        </>
      }
    >
      <QueryTable
        label="Complaints"
        columns={columns}
        query={{ ...complaints, data: register?.items }}
        items="complaints"
        text={{ empty: page > 1 ? 'No complaints on this page.' : overdueOnly ? 'No complaint is overdue.' : 'No complaints.' }}
      />
      {register && register.total > register.pageSize && (
        <Pager
          label="Complaints pages"
          items="complaints"
          page={register.page}
          pageSize={register.pageSize}
          total={register.total}
          shown={register.items.length}
          onPage={setPage}
        />
      )}
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && <ClosedComplaintDialog complaint={viewing} />}
      </Dialog>
      <Dialog open={working !== null} onOpenChange={(open) => !open && setWorking(null)}>
        {working && <ComplaintUpdateDialog complaint={working} onDone={() => setWorking(null)} />}
      </Dialog>
      <Dialog open={recording} onOpenChange={setRecording}>
        {recording && <RecordComplaintDialog onDone={() => setRecording(false)} />}
      </Dialog>
    </TabSection>
  );
}
