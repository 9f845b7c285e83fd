import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
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

/** Under a list: add an item (up to `max`), whether there are unsaved changes, and the Save button. */
export function ListFooter({
  noun,
  title,
  count,
  max,
  onAdd,
  dirty,
  pending,
}: {
  noun: string;
  title: string;
  count: number;
  max: number;
  onAdd: () => void;
  dirty: boolean;
  pending: boolean;
}) {
  return (
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
  );
}
