import { useState, type FormEvent } from 'react';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, DOCUMENT_TYPE_LABELS, type ClientDocument } from '../../../../contract/documents/documents';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useReviewDocument } from '../api/review-document';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';

type DocumentStatus = ClientDocument['status'];

const tones: Record<DocumentStatus, Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <StatusPill tone={tones[status]}>{DOCUMENT_STATUS_LABELS[status]}</StatusPill>;
}

/** Sets a document's review status (any of the three) with notes. */
export function DocumentReviewDialog({ doc, onDone }: { doc: ClientDocument; onDone: () => void }) {
  const review = useReviewDocument();
  const [status, setStatus] = useState<DocumentStatus>(doc.status);
  const [notes, setNotes] = useState(doc.adminNotes ?? '');
  const client = `${doc.clientFirstName ?? ''} ${doc.clientLastName ?? ''}`.trim() || doc.clientEmail || `Account #${doc.clientAccountId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ id: doc.id, status, adminNotes: notes.trim() || null }, { onSuccess: onDone });
  };

  return (
    <DialogContent title="Review Document" description={`${DOCUMENT_TYPE_LABELS[doc.documentType]} from ${client}: ${doc.fileName}`}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div>
          <Label htmlFor="document-status">Status</Label>
          <Select id="document-status" fieldSize="sm" value={status} onChange={(event) => setStatus(event.target.value as DocumentStatus)}>
            {DOCUMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {DOCUMENT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="document-notes">Admin notes</Label>
          <Textarea id="document-notes" className="min-h-28" maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
          <Button type="submit" size="sm" disabled={review.isPending}>
            {review.isPending ? 'Saving...' : 'Update Status'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
