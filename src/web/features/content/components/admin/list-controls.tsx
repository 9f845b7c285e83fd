import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field-error';
import { SubmitButton } from '../../../../components/ui/submit-button';

/** An item's Up, Down and Remove buttons, named for the item ("Move figure 2 up"). */
export function ItemActions({
  noun,
  index,
  count,
  move,
  remove,
}: {
  noun: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Move ${noun} ${index + 1} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
        Up
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Move ${noun} ${index + 1} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
        Down
      </Button>
      <Button type="button" variant="outline" size="sm" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Remove
      </Button>
    </div>
  );
}

/** The rows of an edited list, each drawn by `children`, or a line saying there are none yet. */
export function ListRows({ plural, count, children }: { plural: string; count: number; children: (index: number) => ReactNode }) {
  return (
    <>
      {count === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">No {plural} yet.</p>}
      <ol className="grid gap-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of an edited list are positions: they have no identity of their own.
          <li key={index}>{children(index)}</li>
        ))}
      </ol>
    </>
  );
}

/**
 * Under a list: the list's own error (too many, none where one is needed, at `errorId`), add an item
 * (up to `max`), whether there are unsaved changes, and the Save button.
 */
export function ListFooter({
  noun,
  title,
  count,
  max,
  onAdd,
  dirty,
  pending,
  errorId,
  error,
}: {
  noun: string;
  title: string;
  count: number;
  max: number;
  onAdd: () => void;
  dirty: boolean;
  pending: boolean;
  errorId: string;
  error: string | undefined;
}) {
  return (
    <>
      <FieldError id={errorId} message={error} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button type="button" variant="outline" size="sm" disabled={count >= max} onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add {noun}
        </Button>
        <div className="flex items-center gap-3">
          {dirty && <span className="text-sm text-amber-900">Unsaved changes</span>}
          <SubmitButton size="sm" pending={pending} label={`Save ${title}`} pendingLabel="Saving..." />
        </div>
      </div>
    </>
  );
}
