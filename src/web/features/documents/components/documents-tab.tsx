import { useState } from 'react';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, type ClientDocument } from '../../../../contract/documents/documents';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { QueryTable } from '../../../components/ui/data-table';
import { useDownloadDocument } from '../api/download-document';
import { useDocuments, type DocumentFilter } from '../api/get-documents';
import { documentColumns } from './document-columns';
import { DocumentReviewDialog } from './document-review-dialog';
import { TabSection } from '../../../components/ui/tab-section';
import { ShowOlder } from '../../../components/ui/show-older';
import { OutstandingRequests } from './outstanding-requests';

/** Documents: what clients uploaded, downloadable with the staff token, and reviewed with notes. */
export function DocumentsTab() {
  const [status, setStatus] = useState<DocumentFilter>('all');
  const [reviewing, setReviewing] = useState<ClientDocument | null>(null);
  const documents = useDocuments(status);
  const download = useDownloadDocument();

  const columns = documentColumns(download, setReviewing);

  return (
    <TabSection
      id="documents-heading"
      title="Client Documents"
      description="Identity documents and transaction proofs uploaded by clients."
      actions={
        <StatusFilterBar
          id="document-status-filter"
          value={status}
          statuses={DOCUMENT_STATUSES}
          labels={DOCUMENT_STATUS_LABELS}
          onChange={setStatus}
          query={documents}
        />
      }
    >
      <QueryTable label="Client documents" columns={columns} query={documents} items="documents" />
      <ShowOlder query={documents} items="documents" />
      <OutstandingRequests />
      <Dialog open={reviewing !== null} onOpenChange={(on) => !on && setReviewing(null)}>
        {reviewing && <DocumentReviewDialog doc={reviewing} onDone={() => setReviewing(null)} />}
      </Dialog>
    </TabSection>
  );
}
