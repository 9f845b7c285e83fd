import { Download } from 'lucide-react';
import { type ClientDocument, DOCUMENT_TYPE_LABELS } from '../../../../contract/documents/documents';
import { Button } from '../../../components/ui/button';
import { actionsColumn, clientColumn, type Column, timeColumn } from '../../../components/ui/data-table';
import { formatFileSize } from '../../../components/ui/status-pill';
import { formatDateTime } from '../../../lib/format';
import type { useDownloadDocument } from '../api/download-document';
import { DocumentStatusBadge } from './document-review-dialog';

/** The staff documents list's columns: each row downloads its file (`download`) or opens its review (`onReview`). */
export function documentColumns(
  download: ReturnType<typeof useDownloadDocument>,
  onReview: (doc: ClientDocument) => void,
): Column<ClientDocument>[] {
  return [
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
            <Button variant="outline" size="sm" aria-label={`Review ${doc.fileName}`} onClick={() => onReview(doc)}>
              Review
            </Button>
          </span>
        );
      },
      { nowrap: true },
    ),
  ];
}
