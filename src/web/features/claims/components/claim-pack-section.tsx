import { useState } from 'react';
import { type ClaimPackContents, MAX_LETTER_NOTE } from '../../../../contract/claims/pack';
import { DOCUMENT_TYPE_LABELS } from '../../../../contract/documents/documents';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { formatFileSize } from '../../../components/ui/status-pill';
import { Textarea } from '../../../components/ui/textarea';
import { formatDate } from '../../../lib/format';
import { useChoosePack, useClaimPack, useDownloadPack } from '../api/claim-pack';

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));
const savedKey = (pack: ClaimPackContents) => JSON.stringify([pack.documents.filter((d) => d.chosen).map((d) => d.id), pack.letterNote]);

function PackForm({ claimId, pack }: { claimId: number; pack: ClaimPackContents }) {
  const saved = pack.documents.filter((d) => d.chosen).map((d) => d.id);
  const [chosen, setChosen] = useState<number[]>(saved);
  const [note, setNote] = useState(pack.letterNote ?? '');
  const choose = useChoosePack(claimId);
  const download = useDownloadPack(claimId);
  const unsaved = !sameIds(chosen, saved) || note.trim() !== (pack.letterNote ?? '');
  const id = (name: string) => `claim-${claimId}-pack-${name}`;
  const downloading = (format: 'pdf' | 'zip') => download.isPending && download.variables === format;
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        choose.mutate({ documentIds: chosen, letterNote: note });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-navy-900">Documents to enclose</legend>
        {pack.documents.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">The client has not uploaded any documents yet.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {pack.documents.map((doc) => (
              <li key={doc.id} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={id(`document-${doc.id}`)}
                  checked={chosen.includes(doc.id)}
                  onChange={(event) => setChosen(event.target.checked ? [...chosen, doc.id] : chosen.filter((other) => other !== doc.id))}
                />
                <label htmlFor={id(`document-${doc.id}`)} className="min-w-0 wrap-anywhere">
                  {doc.fileName}
                  <span className="text-slate-600">
                    {' '}
                    · {DOCUMENT_TYPE_LABELS[doc.documentType]} · {formatFileSize(doc.fileSize)} · {formatDate(doc.uploadedAt)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <Label htmlFor={id('note')}>Paragraph added to the letter (optional)</Label>
        <Textarea
          id={id('note')}
          className="min-h-24"
          maxLength={MAX_LETTER_NOTE}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={id('note-hint')}
        />
        <p id={id('note-hint')} className="mt-1 text-xs text-slate-600">
          Printed as written, after the claim's request. The client's copy of the letter has it too.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={choose.isPending || !unsaved}>
          {choose.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="outline" disabled={unsaved || download.isPending} onClick={() => download.mutate('pdf')}>
          {downloading('pdf') ? 'Downloading...' : 'Download PDF'}
        </Button>
        <Button size="sm" variant="outline" disabled={unsaved || download.isPending} onClick={() => download.mutate('zip')}>
          {downloading('zip') ? 'Downloading...' : 'Download ZIP'}
        </Button>
        {unsaved && <p className="text-xs text-slate-600">Save to download the pack with these changes.</p>}
      </div>
    </form>
  );
}

/** The claim's evidence pack: the documents it encloses, the letter's own paragraph, and its downloads. */
export function ClaimPackSection({ claimId, name }: { claimId: number; name: string }) {
  const pack = useClaimPack(claimId);
  return (
    <section aria-label={`Evidence pack of the ${name}`} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="mb-2 text-sm text-slate-700">
        The letter to the counterparty, the schedule of the payments and the list of the documents enclosed. The ZIP adds the documents.
      </p>
      {pack.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the evidence pack...
        </p>
      ) : pack.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The evidence pack could not be loaded.
        </p>
      ) : (
        // Keyed by what was saved: a save starts the form again from the server's answer, while a document
        // uploaded meanwhile joins the list without undoing what staff have ticked or written.
        <PackForm key={savedKey(pack.data)} claimId={claimId} pack={pack.data} />
      )}
    </section>
  );
}
