import { Download, FileText, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  ALLOWED_UPLOAD_TYPES,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_QUOTA_TITLE,
  uploadDocumentSchema,
  uploadToasts,
  type ClientDocument,
} from '../../../../contract/documents/documents';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Options, Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { documentDownloadUrl, useClientDocuments } from '../api/get-client-documents';
import { useClientDocumentRequests } from '../api/get-document-requests';
import { useUploadDocument } from '../api/upload-document';
import { RequestChoiceDialog } from './request-choice-dialog';
import { DOCUMENT_REQUEST_STATUS_LABELS, type DocumentRequest, isOpenDocumentRequest } from '../../../../contract/documents/requests';
import { Button } from '../../../components/ui/button';
import { useFocusHoldingDisabled } from '../../../components/ui/use-focus-holding-disabled';
import { formatDate, formatFileSize } from '../../../lib/client-format';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { StatusPill, type PillTone } from '../../../components/ui/client-status-pill';

/** The one field chosen before a file: the rest of the upload comes from the file itself. */
const documentTypeSchema = uploadDocumentSchema.pick({ documentType: true });

const STATUS_TONES: Record<ClientDocument['status'], PillTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, else as its extension suggests; null when it is not one we take. The server checks the bytes. */
export function uploadType(file: Pick<File, 'name' | 'type'>): string | null {
  const claimed = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if ((ALLOWED_UPLOAD_TYPES as readonly string[]).includes(claimed)) return claimed;
  if (claimed) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
}

/**
 * The server's refusal of the file's real type (415) or size (413) is `uploadToasts`' own, a full upload
 * quota (413) says so in the server's words; anything else is 'Upload Failed'.
 */
export function uploadFailureToast(error: unknown): { title: string; description: string } {
  if (isApiError(error) && error.status === 415) return uploadToasts.invalidType;
  if (isApiError(error) && error.status === 413 && error.body.uploadQuotaReached) {
    return { title: UPLOAD_QUOTA_TITLE, description: error.body.message };
  }
  if (isApiError(error) && error.status === 413) return uploadToasts.tooLarge;
  return uploadToasts.failed;
}

/** The file as base64, without the 'data:...;base64,' prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function DocumentsCard({ accountId, className }: { accountId: number; className?: string }) {
  const ids = useId();
  const form = useZodForm(documentTypeSchema, { defaultValues: { documentType: 'id' } });
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const documents = useClientDocuments(accountId);
  const requests = useClientDocumentRequests(accountId);
  const [answering, setAnswering] = useState<number | null>(null);
  /** Why the last file was not taken: said beside the field until the next one is chosen. */
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);
  const upload = useUploadDocument();
  const busy = reading || upload.isPending;
  // The field has the focus while its file uploads: it keeps it, as a button disabled by its own click does.
  const fileFocusHolding = useFocusHoldingDisabled<HTMLInputElement>(busy);
  const answered = answering === null ? undefined : requests.data?.find((r) => r.id === answering);
  const openRequests = (requests.data ?? []).filter((request) => isOpenDocumentRequest(request.status));
  /** A file chosen in the general field, waiting for the client to say which request it answers. */
  const [choosing, setChoosing] = useState<{ file: File; mimeType: string } | null>(null);
  // A request that names its type decides it: the client does not choose again.
  const typeFixed = answered?.documentType != null;

  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  /** Sends the file; with `request` it answers that request and is stored as the type it asks for. */
  const send = async (file: File, mimeType: string, request: DocumentRequest | null) => {
    setReading(true);
    try {
      const fileData = await readAsBase64(file);
      setReading(false);
      await upload.mutateAsync({
        clientAccountId: accountId,
        documentType: request?.documentType ?? form.getValues().documentType,
        fileName: file.name,
        fileSize: file.size,
        mimeType,
        fileData,
        status: 'pending',
        ...(request === null ? {} : { requestId: request.id }),
      });
      setAnswering(null);
      toast(uploadToasts.uploaded);
    } catch (error) {
      setFailure(uploadFailureToast(error));
    } finally {
      setReading(false);
      clearInput();
    }
  };

  // A file chosen before the requests were read, when none turns out to be open, goes on its own.
  const waitingFile = choosing !== null && !requests.isPending && openRequests.length === 0 ? choosing : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once a file is left waiting; `send` of that render is the current one.
  useEffect(() => {
    if (!waitingFile) return;
    setChoosing(null);
    void send(waitingFile.file, waitingFile.mimeType, null);
  }, [waitingFile]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setFailure(uploadToasts.tooLarge);
      clearInput();
      return;
    }
    const mimeType = uploadType(file);
    if (!mimeType) {
      setFailure(uploadToasts.invalidType);
      clearInput();
      return;
    }
    // Chosen here rather than with a request's own button while requests are open (or not read yet: it may answer
    // one): the client says which it answers.
    if (answering === null && (requests.isPending || openRequests.length > 0)) {
      setChoosing({ file, mimeType });
      clearInput();
      return;
    }
    void send(file, mimeType, answered ?? null);
  };

  return (
    <SectionCard
      id="documents"
      title="Documents"
      description="Upload proof of identity or of your transactions: an image or a PDF, up to 10MB."
      className={className}
    >
      {requests.data && requests.data.length > 0 && (
        <RequestChecklist
          requests={requests.data}
          answering={answering}
          busy={busy}
          onAnswer={(request) => {
            setAnswering(request.id);
            if (request.documentType) form.setValue('documentType', request.documentType);
            // The request's button opens the file chooser at once: the file chosen answers that request.
            fileInput.current?.focus();
            fileInput.current?.click();
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-end">
        <FormField form={form} name="documentType" id={`${ids}-type`} label="Document type">
          {(control) => (
            <Select disabled={busy || typeFixed} {...control}>
              <Options values={DOCUMENT_TYPES} label={(type) => DOCUMENT_TYPE_LABELS[type]} />
            </Select>
          )}
        </FormField>
        <div className="min-w-0">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${ids}-file`}>{answering === null ? 'Upload a document' : `Upload: ${answered?.title ?? 'requested document'}`}</Label>
            {answering !== null && (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setAnswering(null);
                  fileInput.current?.focus();
                }}
              >
                Cancel
              </Button>
            )}
          </div>
          <input
            ref={fileInput}
            id={`${ids}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            {...fileFocusHolding}
            aria-describedby={failure ? `${ids}-file-error` : undefined}
            aria-invalid={failure ? true : undefined}
            onChange={onFile}
            className={cn(
              'block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-700',
              'file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white hover:file:bg-navy-800',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:opacity-60 aria-disabled:opacity-60',
            )}
          />
        </div>
      </div>
      {/* Said where the file was chosen, and read out at once: a refusal outlasts the toast it once was. */}
      <div role="alert" id={`${ids}-file-error`} className="empty:hidden">
        {failure && (
          <p className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="upload-error">
            <strong className="font-semibold">{failure.title}.</strong> {failure.description}
          </p>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {busy ? 'Uploading your document...' : ''}
      </p>
      <RequestChoiceDialog
        fileName={requests.isPending ? null : (choosing?.file.name ?? null)}
        requests={openRequests}
        onCancel={() => setChoosing(null)}
        onChoose={(request) => {
          if (!choosing) return;
          setChoosing(null);
          void send(choosing.file, choosing.mimeType, request);
        }}
      />

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
    </SectionCard>
  );
}

/** "Requested by your caseworker": each document asked for, where it stands, and a way to send it. */
function RequestChecklist({
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
