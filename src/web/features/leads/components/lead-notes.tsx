import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { formatDateTime } from '../../../lib/format';
import { useAddLeadNote, useLeadNotes } from '../api/lead-desk';

/** The lead's notes (dated, signed) and a box to add one. */
export function LeadNotes({ leadId }: { leadId: number }) {
  const notes = useLeadNotes(leadId);
  const add = useAddLeadNote();
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = `lead-note-${leadId}`;
  return (
    <div className="grid gap-3">
      {notes.isPending && <p className="text-sm text-slate-600">Loading notes...</p>}
      {notes.isError && <p className="text-sm text-red-700">Could not load the notes of this lead.</p>}
      {notes.data && notes.data.length === 0 && <p className="text-sm text-slate-600">No notes yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className="grid gap-2" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id ?? 'field'} className="rounded-lg border border-slate-200 px-3 py-2">
              <p className="text-xs text-slate-600">
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                {' · '}
                <span className="font-medium text-slate-800">{note.author ?? 'Lead notes'}</span>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          // Back to the note box, ready for the next note: the button is disabled while the note is
          // saved, and focus left on it would drop out of its place in the dialog.
          field.current?.focus();
          add.mutate({ id: leadId, body: draft }, { onSuccess: () => setDraft('') });
        }}
      >
        <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
          New note
        </label>
        <Textarea ref={field} id={fieldId} className="min-h-20" maxLength={5000} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <div>
          <Button type="submit" size="sm" disabled={!draft.trim() || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </form>
    </div>
  );
}
