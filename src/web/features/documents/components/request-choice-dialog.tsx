import { type FormEvent, useId, useState } from 'react';
import { DOCUMENT_TYPE_LABELS } from '../../../../contract/documents/documents';
import type { DocumentRequest } from '../../../../contract/documents/requests';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';

const NONE = 'none';
export const CHOOSE_REQUEST_MESSAGE = 'Please choose the request this file answers, or "None of these".';

/**
 * Asked when a file is chosen in the general upload field while the caseworker still waits for
 * documents: a file sent on its own would leave the request open, and the caseworker would not see
 * it answered. Nothing is chosen for the client; "None of these" sends it as another document.
 */
export function RequestChoiceDialog({
  fileName,
  requests,
  onChoose,
  onCancel,
}: {
  /** The file waiting for the answer; null when the dialog is closed. */
  fileName: string | null;
  requests: DocumentRequest[];
  onChoose: (request: DocumentRequest | null) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={fileName !== null} onOpenChange={(open) => !open && onCancel()}>
      {fileName !== null && (
        <DialogContent
          size="sm"
          title="Which request is this file for?"
          description={`Your caseworker is waiting for the documents below. Tell us which one "${fileName}" is, so they can see it has arrived.`}
        >
          <ChoiceForm requests={requests} onChoose={onChoose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ChoiceForm({ requests, onChoose }: { requests: DocumentRequest[]; onChoose: (request: DocumentRequest | null) => void }) {
  const ids = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) {
      setUnanswered(true);
      return;
    }
    onChoose(requests.find((request) => String(request.id) === choice) ?? null);
  };

  const options = [
    ...requests.map((request) => ({
      value: String(request.id),
      title: request.title,
      hint: request.documentType ? DOCUMENT_TYPE_LABELS[request.documentType] : null,
    })),
    { value: NONE, title: 'None of these: it is another document', hint: null },
  ];

  return (
    <form noValidate onSubmit={submit}>
      <fieldset aria-describedby={unanswered ? `${ids}-error` : undefined}>
        <legend className="sr-only">This file is</legend>
        <div className="grid gap-2">
          {options.map(({ value, title, hint }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600',
                choice === value ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`${ids}-request`}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setUnanswered(false);
                }}
                className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700"
              />
              <span className="min-w-0">
                <span className="block font-medium wrap-anywhere text-navy-900">{title}</span>
                {hint && <span className="block text-xs text-slate-600">{hint}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${ids}-error`} role="alert" className="mt-2 min-h-5 text-sm text-red-800">
        {unanswered ? CHOOSE_REQUEST_MESSAGE : ''}
      </p>
      <DialogFooter className="mt-2">
        <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
        <Button type="submit" size="sm">
          Upload
        </Button>
      </DialogFooter>
    </form>
  );
}
