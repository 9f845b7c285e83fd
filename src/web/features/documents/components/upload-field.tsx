import type { ChangeEvent, RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type DocumentType, DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, UPLOAD_ACCEPT } from '../../../../contract/documents/documents';
import type { DocumentRequest } from '../../../../contract/documents/requests';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Options, Select } from '../../../components/ui/select';
import { useFocusHoldingDisabled } from '../../../components/ui/use-focus-holding-disabled';
import { cn } from '../../../lib/cn';
import type { UploadFailure } from './use-file-upload';

/**
 * The document type and the file field, with why the last file was not taken and whether one is
 * uploading. `answered` is the request the next file answers: its title names the field, and a type
 * it names is not chosen again.
 */
export function UploadField({
  ids,
  form,
  fileInput,
  answered,
  answering,
  busy,
  failure,
  onFile,
  onCancel,
}: {
  ids: string;
  form: UseFormReturn<{ documentType: DocumentType }>;
  fileInput: RefObject<HTMLInputElement | null>;
  answered: DocumentRequest | undefined;
  answering: boolean;
  busy: boolean;
  failure: UploadFailure | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onCancel: () => void;
}) {
  // The field has the focus while its file uploads: it keeps it, as a button disabled by its own click does.
  const fileFocusHolding = useFocusHoldingDisabled<HTMLInputElement>(busy);
  // A request that names its type decides it: the client does not choose again.
  const typeFixed = answered?.documentType != null;
  return (
    <>
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
            <Label htmlFor={`${ids}-file`}>{answering ? `Upload: ${answered?.title ?? 'requested document'}` : 'Upload a document'}</Label>
            {answering && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
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
    </>
  );
}
