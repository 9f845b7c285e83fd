import { FileText, Plus } from 'lucide-react';
import { FilterToggle } from '../../../components/ui/filter-toggle';
import { useState } from 'react';
import { type Complaint, COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, type ComplaintStatus } from '../../../../contract/complaints/complaints';
import { Button } from '../../../components/ui/button';
import { QueryTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ListPages } from '../../../components/ui/pager';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { TabSection } from '../../../components/ui/tab-section';
import { useIsAdmin } from '../../../lib/current-member';
import { useComplaints } from '../api/complaints';
import { useExportComplaints } from '../api/export-complaints';
import { complaintColumns } from './complaint-columns';
import { ClosedComplaintDialog, ComplaintUpdateDialog, RecordComplaintDialog } from './complaint-dialogs';

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

  const columns = complaintColumns({ work: setWorking, view: setViewing });

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
      <ListPages label="Complaints pages" items="complaints" list={register} onPage={setPage} />
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
