import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  reviewDocumentSchema,
  type ClientDocument,
} from '../../../../contract/documents/documents';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RejectionReasonField } from '../../../components/ui/rejection-reason-field';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useReviewDocument } from '../api/review-document';
import { useRoleWord } from '../../../lib/current-member';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';

type DocumentStatus = ClientDocument['status'];

const tones: Record<DocumentStatus, Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <StatusPill tone={tones[status]}>{DOCUMENT_STATUS_LABELS[status]}</StatusPill>;
}

/** Sets a document's review status (any of the three) with staff notes, and a reason for the client to reject it. */
export function DocumentReviewDialog({ doc, onDone }: { doc: ClientDocument; onDone: () => void }) {
  const review = useReviewDocument();
  const roleWord = useRoleWord();
  const form = useZodForm(reviewDocumentSchema, {
    defaultValues: { status: doc.status, adminNotes: doc.adminNotes ?? '', reason: doc.reason ?? '' },
  });
  const client = `${doc.clientFirstName ?? ''} ${doc.clientLastName ?? ''}`.trim() || doc.clientEmail || `Account #${doc.clientAccountId}`;

  const submit = form.handleSubmit(({ status, adminNotes, reason }) =>
    review.mutate({ id: doc.id, status, adminNotes: adminNotes || null, reason: reason || null }, { onSuccess: onDone }),
  );

  return (
    <DialogContent title="Review Document" description={`${DOCUMENT_TYPE_LABELS[doc.documentType]} from ${client}: ${doc.fileName}`}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField form={form} name="status" id="document-status" label="Status">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={DOCUMENT_STATUSES} label={(value) => DOCUMENT_STATUS_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <RejectionReasonField form={form} id="document-reason" />
        <FormField form={form} name="adminNotes" id="document-notes" label={`${roleWord} notes (staff only)`}>
          {(control) => <Textarea className="min-h-28" maxLength={2000} {...control} />}
        </FormField>
        <DialogFormFooter pending={review.isPending} label="Update Status" pendingLabel="Saving..." />
      </form>
    </DialogContent>
  );
}
