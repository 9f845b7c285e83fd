import { Download } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, DOCUMENT_TYPE_LABELS, type ClientDocument } from '../../../../contract/documents/documents';
import { Button } from '../../../components/ui/button';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TablePlaceholderRow, TableRow } from '../../../components/ui/table';
import { useDownloadDocument } from '../api/download-document';
import { useDocuments, type DocumentFilter } from '../api/get-documents';
import { formatDateTime } from '../../../lib/format';
import { formatFileSize, SectionHeader } from '../../../components/ui/status-pill';
import { DocumentReviewDialog, DocumentStatusBadge } from './document-review-dialog';
import { listPlaceholder } from '../../../components/ui/list-placeholder';

export function clientNameOf(doc: ClientDocument): string {
  return `${doc.clientFirstName ?? ''} ${doc.clientLastName ?? ''}`.trim();
}

/** Documents: what clients uploaded, downloadable with the staff token, and reviewed with notes. */
export function DocumentsTab() {
  const [status, setStatus] = useState<DocumentFilter>('all');
  const [reviewing, setReviewing] = useState<ClientDocument | null>(null);
  const documents = useDocuments(status);
  const download = useDownloadDocument();
  const items = documents.data ?? [];

  const placeholder = listPlaceholder(documents, items.length === 0, {
    loading: 'Loading documents...',
    failed: 'Failed to load documents.',
    empty: 'No documents found.',
  });

  return (
    <section aria-labelledby="documents-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <SectionHeader id="documents-heading" title="Client Documents" description="Identity documents and transaction proofs uploaded by clients.">
        <StatusFilterBar
          id="document-status-filter"
          value={status}
          statuses={DOCUMENT_STATUSES}
          labels={DOCUMENT_STATUS_LABELS}
          onChange={setStatus}
          onRefresh={() => void documents.refetch()}
          refreshing={documents.isFetching}
        />
      </SectionHeader>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <Table label="Client documents" aria-busy={documents.isFetching}>
          <TableHead>
            <tr>
              <TableHeaderCell>Client</TableHeaderCell>
              <TableHeaderCell>Type</TableHeaderCell>
              <TableHeaderCell>File</TableHeaderCell>
              <TableHeaderCell className="text-right">Size</TableHeaderCell>
              <TableHeaderCell>Uploaded</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell className="text-right">Actions</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {placeholder ? (
              <TablePlaceholderRow colSpan={7}>{placeholder}</TablePlaceholderRow>
            ) : (
              items.map((doc) => {
                const name = clientNameOf(doc);
                const downloading = download.isPending && download.variables.id === doc.id;
                return (
                  <TableRow key={doc.id}>
                    <TableCell className="min-w-28">
                      <span className="block font-medium text-navy-900">{name || '—'}</span>
                      <span className="block text-xs break-all text-slate-600">{doc.clientEmail ?? `Account #${doc.clientAccountId}`}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{DOCUMENT_TYPE_LABELS[doc.documentType]}</TableCell>
                    <TableCell className="max-w-sm min-w-28 break-all">
                      {doc.fileName}
                      <span className="block text-xs text-slate-500">{doc.mimeType}</span>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{formatFileSize(doc.fileSize)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={doc.uploadedAt}>{formatDateTime(doc.uploadedAt)}</time>
                    </TableCell>
                    <TableCell>
                      <DocumentStatusBadge status={doc.status} />
                      {doc.adminNotes && <span className="mt-1 block max-w-sm text-xs break-words text-slate-600">{doc.adminNotes}</span>}
                    </TableCell>
                    <TableCell className="py-1.5 text-right whitespace-nowrap">
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
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>
      <Dialog open={reviewing !== null} onOpenChange={(on) => !on && setReviewing(null)}>
        {reviewing && <DocumentReviewDialog doc={reviewing} onDone={() => setReviewing(null)} />}
      </Dialog>
    </section>
  );
}
