import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, documentToasts, type DOCUMENT_STATUSES } from '../../../../contract/documents/documents';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { DOCUMENTS_PATH, documentKeys } from './get-documents';

export interface DocumentReview {
  id: number;
  status: (typeof DOCUMENT_STATUSES)[number];
  adminNotes: string | null;
}

export function reviewDocument({ id, status, adminNotes }: DocumentReview) {
  return apiRequest('PATCH', `${DOCUMENTS_PATH}/${id}/status`, { body: { status, adminNotes }, staff: true, schema: documentSchema });
}

/** Sets a document's review status and notes. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => toast({ title: documentToasts.updated }),
    // A refusal from the server, or no answer at all.
    onError: (error) =>
      toast({ ...(error instanceof ApiError ? documentToasts.updateFailed : documentToasts.updateError), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
