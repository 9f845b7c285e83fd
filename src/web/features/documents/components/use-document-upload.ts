import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { uploadDocumentSchema } from '../../../../contract/documents/documents';
import { type DocumentRequest, isOpenDocumentRequest } from '../../../../contract/documents/requests';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useClientDocumentRequests } from '../api/get-document-requests';
import { checkedFile } from './upload-file';
import { useFileUpload } from './use-file-upload';

/** The one field chosen before a file: the rest of the upload comes from the file itself. */
const documentTypeSchema = uploadDocumentSchema.pick({ documentType: true });

/** The request a file is about to answer, chosen with that request's own button. */
function useAnswering(form: ReturnType<typeof useDocumentTypeForm>, fileInput: RefObject<HTMLInputElement | null>) {
  const [answering, setAnswering] = useState<number | null>(null);
  /** A request's own button: the file chooser opens at once, and the file chosen answers that request. */
  const answer = (request: DocumentRequest) => {
    setAnswering(request.id);
    if (request.documentType) form.setValue('documentType', request.documentType);
    fileInput.current?.focus();
    fileInput.current?.click();
  };
  const cancelAnswer = () => {
    setAnswering(null);
    fileInput.current?.focus();
  };
  return { answering, setAnswering, answer, cancelAnswer };
}

const useDocumentTypeForm = () => useZodForm(documentTypeSchema, { defaultValues: { documentType: 'id' } });

/**
 * The documents card's upload: the type chosen, the request a file answers (`answering`, set by a
 * request's own button), and a file chosen in the general field while requests are open, waiting in
 * `choosing` for the client to say which it answers (or none).
 */
export function useDocumentUpload(accountId: number) {
  const form = useDocumentTypeForm();
  const fileInput = useRef<HTMLInputElement>(null);
  const requests = useClientDocumentRequests(accountId);
  const { answering, setAnswering, answer, cancelAnswer } = useAnswering(form, fileInput);
  const { send: upload, busy, failure, setFailure } = useFileUpload(accountId);
  const answered = answering === null ? undefined : requests.data?.find((r) => r.id === answering);
  const openRequests = (requests.data ?? []).filter((request) => isOpenDocumentRequest(request.status));
  /** A file chosen in the general field, waiting for the client to say which request it answers. */
  const [choosing, setChoosing] = useState<{ file: File; mimeType: string } | null>(null);

  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  /** Sends the file; with `request` it answers that request and is stored as the type it asks for. */
  const send = async (file: File, mimeType: string, request: DocumentRequest | null) => {
    const stored = await upload(file, mimeType, request?.documentType ?? form.getValues().documentType, request?.id);
    if (stored) setAnswering(null);
    clearInput();
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
    const checked = checkedFile(file);
    if ('refused' in checked) {
      setFailure(checked.refused);
      clearInput();
      return;
    }
    // Chosen here rather than with a request's own button while requests are open (or not read yet: it may answer
    // one): the client says which it answers.
    if (answering === null && (requests.isPending || openRequests.length > 0)) {
      setChoosing({ file, mimeType: checked.mimeType });
      clearInput();
      return;
    }
    void send(file, checked.mimeType, answered ?? null);
  };

  /** The request the waiting file answers (null: none); it is sent. */
  const choose = (request: DocumentRequest | null) => {
    if (!choosing) return;
    setChoosing(null);
    void send(choosing.file, choosing.mimeType, request);
  };

  return {
    form,
    fileInput,
    requests,
    openRequests,
    answering,
    answered,
    choosing,
    busy,
    failure,
    onFile,
    answer,
    cancelAnswer,
    choose,
    cancelChoice: () => setChoosing(null),
  };
}
