import { Download, FileText } from 'lucide-react';
import { type ClientDocument, DOCUMENT_STATUS_LABELS, DOCUMENT_TYPE_LABELS } from '../../../../contract/documents/documents';
import { type PillTone, StatusPill } from '../../../components/ui/client-status-pill';
import { ListMessage } from '../../../components/ui/section-card';
import { formatDate, formatFileSize } from '../../../lib/client-format';
import { documentDownloadUrl, useClientDocuments } from '../api/get-client-documents';

const STATUS_TONES: Record<ClientDocument['status'], PillTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** "Your documents": what the client uploaded, where each stands, and a link to download it. */
export function ClientDocumentList({ accountId }: { accountId: number }) {
  const documents = useClientDocuments(accountId);
  return (
    <>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-navy-900">Your documents</h3>
      {documents.isPending ? (
        <ListMessage role="status">Loading your documents...</ListMessage>
      ) : documents.isError ? (
        <ListMessage role="alert">Your documents could not be loaded. Please reload the page.</ListMessage>
      ) : documents.data.length === 0 ? (
        <ListMessage>You have not uploaded any documents yet.</ListMessage>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Your documents">
          {documents.data.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="client-document">
              <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-teal-700" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium wrap-anywhere text-navy-900">{doc.fileName}</p>
                <p className="text-xs text-slate-600">
                  {DOCUMENT_TYPE_LABELS[doc.documentType]} · {formatFileSize(doc.fileSize)} · Uploaded {formatDate(doc.uploadedAt)}
                </p>
                {doc.reason && <p className="mt-1 text-sm text-red-800">Why it was not accepted: {doc.reason}</p>}
              </div>
              <StatusPill tone={STATUS_TONES[doc.status]}>{DOCUMENT_STATUS_LABELS[doc.status]}</StatusPill>
              <a
                href={documentDownloadUrl(doc.id)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                Download<span className="sr-only"> {doc.fileName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
