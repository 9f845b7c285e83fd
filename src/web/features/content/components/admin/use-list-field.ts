import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Add, remove and reorder the items of an array field by replacing the whole array.
 *
 * Not react-hook-form's useFieldArray on purpose: react-hook-form lives in the landing entry chunk
 * (the intake forms), so using useFieldArray here would pull its code into every visitor's first
 * download. Items are rendered by index; replacing the array writes the moved values back into the
 * (uncontrolled) inputs, and stale per-index errors are cleared. (form.watch rather than useWatch
 * for the same reason: each extra import from the entry chunk adds to its export list.)
 */
export function useListField<Item>(form: Pick<UseFormReturn<FieldValues>, 'getValues' | 'setValue' | 'clearErrors' | 'watch'>, name: string) {
  const items = (form.watch(name) as Item[] | undefined) ?? [];
  const current = () => ((form.getValues(name) as Item[] | undefined) ?? []).slice();
  const replace = (next: Item[]) => {
    form.clearErrors(name);
    form.setValue(name, next, { shouldDirty: true });
  };
  return {
    count: items.length,
    append: (item: Item) => replace([...current(), item]),
    remove: (index: number) => replace(current().filter((_, i) => i !== index)),
    move: (from: number, to: number) => {
      const next = current();
      const [moved] = next.splice(from, 1);
      if (moved === undefined) return;
      next.splice(to, 0, moved);
      replace(next);
    },
  };
}
