import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '../../../../contract/intake/assessment';
import { ASSESSMENT_FIELD_LABELS, assessmentToasts } from '../../../../contract/intake/assessment-messages';
import { toast, type ToastInput } from '../../../components/ui/use-toast';
import { forgetVisitSource, visitSource } from '../../../lib/visit-source';
import { isApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { randomId } from '../../../lib/random-id';
import { loadIntakeEndpoints } from './intake-endpoints';

function fieldLabel(key: string): string {
  return Object.hasOwn(ASSESSMENT_FIELD_LABELS, key) ? ASSESSMENT_FIELD_LABELS[key as keyof typeof ASSESSMENT_FIELD_LABELS] : key;
}

/** The toast for a failed assessment submission: a duplicate, the missing fields, a bad email, else the server's message. */
export function assessmentErrorToast(error: unknown): ToastInput {
  if (isApiError(error)) {
    if (error.status === 409) return { ...assessmentToasts.duplicate, variant: 'destructive' };
    if (error.status === 400) {
      const { missingFields, field, message } = error.body;
      if (missingFields && missingFields.length > 0) {
        return {
          title: assessmentToasts.missing.title,
          description: assessmentToasts.missing.descriptionPrefix + missingFields.map(fieldLabel).join(', '),
        };
      }
      if (field === 'email') return { ...assessmentToasts.invalidEmail };
      return { title: assessmentToasts.validation.title, description: message || assessmentToasts.validation.fallback };
    }
  }
  return { ...assessmentToasts.failed };
}

// The last sending that got no answer: sent again unchanged, it keeps its id.
let unanswered: { fields: string; sendingId: string } | null = null;

/**
 * Stores the assessment; answers its reference. Each sending carries its own id, so a copy the server
 * already stored is answered with that assessment rather than as a duplicate: a proxy's retry, or the
 * visitor pressing Submit again, unchanged, after an answer was lost. Any change to the form makes it
 * a new sending.
 */
export async function submitAssessment(assessment: Assessment): Promise<string> {
  const fields = { ...assessment, ...visitSource() };
  const sending = JSON.stringify(fields);
  const sendingId = unanswered?.fields === sending ? unanswered.sendingId : randomId();
  unanswered = { fields: sending, sendingId };
  const endpoints = await loadIntakeEndpoints();
  const created = await callApi(endpoints.submitAssessment, { body: { ...fields, sendingId } }).catch((error: unknown) => {
    // A refusal means the sending was handled; one lost on the way, or a server error (it may have
    // been stored before it), is sent again as it was.
    if (isApiError(error) && error.status < 500) unanswered = null;
    throw error;
  });
  unanswered = null;
  forgetVisitSource();
  return created.body.reference;
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: () => {
      toast({ ...assessmentToasts.success });
      // Any lead list held in this tab (the admin's) is refreshed.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).includes('client-submissions'),
      });
    },
    onError: (error) => toast(assessmentErrorToast(error)),
  });
}
