import { Download } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, DOCUMENT_TYPE_LABELS, type ClientDocument } from '../../../../contract/documents/documents';
import { Button } from '../../../components/ui/button';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { timeColumn, actionsColumn, clientColumn, type Column, QueryTable } from '../../../components/ui/data-table';
import { useDownloadDocument } from '../api/download-document';
import { useDocuments, type DocumentFilter } from '../api/get-documents';
import { formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../../../components/ui/status-pill';
import { DocumentReviewDialog, DocumentStatusBadge } from './document-review-dialog';
import { TabSection } from '../../../components/ui/tab-section';
import { ShowOlder } from '../../../components/ui/show-older';
import { OutstandingRequests } from './outstanding-requests';

/** Documents: what clients uploaded, downloadable with the staff token, and reviewed with notes. */
export function DocumentsTab() {
  const [status, setStatus] = useState<DocumentFilter>('all');
  const [reviewing, setReviewing] = useState<ClientDocument | null>(null);
  const documents = useDocuments(status);
  const download = useDownloadDocument();

  const columns: Column<ClientDocument>[] = [
    clientColumn((doc) => ({
      firstName: doc.clientFirstName,
      lastName: doc.clientLastName,
      email: doc.clientEmail ?? `Account #${doc.clientAccountId}`,
    })),
    { key: 'type', header: 'Type', className: 'whitespace-nowrap', cell: (doc) => DOCUMENT_TYPE_LABELS[doc.documentType] },
    {
      key: 'file',
      header: 'File',
      className: 'max-w-sm min-w-28 break-all',
      cell: (doc) => (
        <>
          {doc.fileName}
          <span className="block text-xs text-slate-500">{doc.mimeType}</span>
          {doc.requestTitle && <span className="block text-xs text-slate-700">For the request: {doc.requestTitle}</span>}
        </>
      ),
    },
    {
      key: 'size',
      header: 'Size',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (doc) => formatFileSize(doc.fileSize),
    },
    timeColumn('uploaded', 'Uploaded', (doc) => doc.uploadedAt, formatDateTime),
    {
      key: 'status',
      header: 'Status',
      cell: (doc) => (
        <>
          <DocumentStatusBadge status={doc.status} />
          {doc.adminNotes && <span className="mt-1 block max-w-sm text-xs break-words text-slate-600">{doc.adminNotes}</span>}
        </>
      ),
    },
    actionsColumn(
      (doc) => {
        const downloading = download.isPending && download.variables.id === doc.id;
        return (
          <span className="inline-flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Download ${doc.fileName}`}
              disabled={downloading}
              onClick={() => download.mutate({ id: doc.id, fileName: doc.fileName })}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {downloading ? 'Downloading...' : 'Download'}
            </Button>
            <Button variant="outline" size="sm" aria-label={`Review ${doc.fileName}`} onClick={() => setReviewing(doc)}>
              Review
            </Button>
          </span>
        );
      },
      { nowrap: true },
    ),
  ];

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
