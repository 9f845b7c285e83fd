import { useId } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { ClientDocumentList } from './client-document-list';
import { RequestChecklist } from './request-checklist';
import { RequestChoiceDialog } from './request-choice-dialog';
import { UploadField } from './upload-field';
import { useDocumentUpload } from './use-document-upload';

/** The client's documents: what their caseworker asked for, an upload (answering one of those or not), and what they sent. */
export function DocumentsCard({ accountId, className }: { accountId: number; className?: string }) {
  const ids = useId();
  const upload = useDocumentUpload(accountId);
  const { requests, answering, busy } = upload;
  return (
    <SectionCard
      id="documents"
      title="Documents"
      description="Upload proof of identity or of your transactions: an image or a PDF, up to 10MB."
      className={className}
    >
      {requests.data && requests.data.length > 0 && (
        <RequestChecklist requests={requests.data} answering={answering} busy={busy} onAnswer={upload.answer} />
      )}
      <UploadField
        ids={ids}
        form={upload.form}
        fileInput={upload.fileInput}
        answered={upload.answered}
        answering={answering !== null}
        busy={busy}
        failure={upload.failure}
        onFile={upload.onFile}
        onCancel={upload.cancelAnswer}
      />
      <RequestChoiceDialog
        fileName={requests.isPending ? null : (upload.choosing?.file.name ?? null)}
        requests={upload.openRequests}
        onCancel={upload.cancelChoice}
        onChoose={upload.choose}
      />
      <ClientDocumentList accountId={accountId} />
    </SectionCard>
  );
}
