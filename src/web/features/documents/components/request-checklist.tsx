import { Upload } from 'lucide-react';
import { DOCUMENT_TYPE_LABELS } from '../../../../contract/documents/documents';
import { DOCUMENT_REQUEST_STATUS_LABELS, type DocumentRequest, isOpenDocumentRequest } from '../../../../contract/documents/requests';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/client-format';

/** "Requested by your caseworker": each document asked for, where it stands, and a way to send it. */
export function RequestChecklist({
  requests,
  answering,
  busy,
  onAnswer,
}: {
  requests: DocumentRequest[];
  answering: number | null;
  busy: boolean;
  onAnswer: (request: DocumentRequest) => void;
}) {
  return (
    <section aria-labelledby="document-requests-heading" className="mb-5 rounded-lg border border-amber-200 bg-amber-50/60 p-3">
      <h3 id="document-requests-heading" className="text-sm font-semibold text-navy-900">
        Requested by your caseworker
      </h3>
      <ul className="mt-2 grid gap-2" aria-label="Requested documents">
        {requests.map((request) => {
          const open = isOpenDocumentRequest(request.status);
          return (
            <li
              key={request.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-white p-3"
              data-testid="document-request"
            >
              {/* At least 12rem for the words: on a phone the button goes under them rather than squeezing them. */}
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium text-navy-900">{request.title}</p>
                {request.documentType && <p className="text-xs text-slate-600">Type: {DOCUMENT_TYPE_LABELS[request.documentType]}</p>}
                {request.note && <p className="text-sm text-slate-700">{request.note}</p>}
                <p className="text-xs text-slate-600">
                  {DOCUMENT_REQUEST_STATUS_LABELS[request.status]}
                  {open && request.dueDate && ` · Please send by ${formatDate(request.dueDate)}`}
                </p>
              </div>
              {open && (
                <Button
                  size="sm"
                  variant={answering === request.id ? 'primary' : 'outline'}
                  disabled={busy}
                  onClick={() => onAnswer(request)}
                  aria-label={`Upload ${request.title}`}
                >
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  Upload
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
