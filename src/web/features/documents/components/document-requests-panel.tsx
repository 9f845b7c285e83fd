import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '../../../../contract/documents/documents';
import { DOCUMENT_REQUEST_STATUS_LABELS, documentRequestFormSchema } from '../../../../contract/documents/requests';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { formatDate } from '../../../lib/format';
import { useDocumentRequests, useRequestDocument } from '../api/document-requests-staff';
import { SubmitButton } from '../../../components/ui/submit-button';

/** In a client's account: the documents asked of them, where each stands, and a form to ask for another. */
export function DocumentRequestsPanel({ accountId }: { accountId: number }) {
  const requests = useDocumentRequests(accountId);
  const ask = useRequestDocument(accountId);
  const form = useZodForm(documentRequestFormSchema, {
    defaultValues: { title: '', documentType: undefined, note: '', dueDate: undefined },
  });
  return (
    <section aria-labelledby="document-requests-staff-heading" className="grid gap-2">
      <h3 id="document-requests-staff-heading" className="text-sm font-semibold text-navy-900">
        Document requests
      </h3>
      {requests.data && requests.data.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Documents requested from the client">
          {requests.data.map((request) => (
            <li key={request.id} className="flex flex-wrap justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
              <span className="font-medium text-navy-900">
                {request.title}
                {request.documentType && <span className="font-normal text-slate-600"> ({DOCUMENT_TYPE_LABELS[request.documentType]})</span>}
              </span>
              <span className="text-slate-700">
                {DOCUMENT_REQUEST_STATUS_LABELS[request.status]}
                {request.dueDate && ` · due ${formatDate(request.dueDate)}`}
              </span>
              {request.note && (
                <p className="w-full break-words whitespace-pre-wrap text-slate-700">
                  <span className="font-medium">Note for the client:</span> {request.note}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{requests.isPending ? 'Loading...' : 'Nothing requested yet.'}</p>
      )}
      <form
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) =>
          ask.mutate({ ...values, note: values.note || undefined, dueDate: values.dueDate || undefined }, { onSuccess: () => form.reset() }),
        )}
      >
        <FormField form={form} name="title" id={`request-title-${accountId}`} label="Document needed" dense className="sm:col-span-2">
          {(control) => <Input fieldSize="sm" placeholder="e.g. Bank statement showing the transfer" {...control} />}
        </FormField>
        <FormField form={form} name="documentType" id={`request-type-${accountId}`} label="Document type" dense>
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <option value="">Choose...</option>
              <Options values={DOCUMENT_TYPES} label={(type) => DOCUMENT_TYPE_LABELS[type]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="note" id={`request-note-${accountId}`} label="Note for the client (optional)" dense>
          {(control) => <Input fieldSize="sm" {...control} />}
        </FormField>
        <FormField form={form} name="dueDate" id={`request-due-${accountId}`} label="Due date (optional)" dense>
          {(control) => <Input type="date" fieldSize="sm" {...control} />}
        </FormField>
        <div className="sm:col-span-2">
          <SubmitButton size="sm" pending={ask.isPending} label="Request document" pendingLabel="Requesting..." />
        </div>
      </form>
    </section>
  );
}
