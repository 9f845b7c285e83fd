import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

/** A list of things to tick by id (payments, documents), each with its own labelled checkbox. */
export function CheckboxChoices<T extends { id: number }>({
  items,
  chosen,
  idFor,
  onToggle,
  label,
}: {
  items: readonly T[];
  chosen: readonly number[];
  idFor: (item: T) => string;
  onToggle: (itemId: number, on: boolean) => void;
  label: (item: T) => ReactNode;
}) {
  return (
    <ul className="mt-1 grid gap-1">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-2 text-sm">
          <Checkbox id={idFor(item)} checked={chosen.includes(item.id)} onChange={(event) => onToggle(item.id, event.target.checked)} />
          <label htmlFor={idFor(item)}>{label(item)}</label>
        </li>
      ))}
    </ul>
  );
}
