import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';

/**
 * Things to tick by id (payments, documents) under a legend, across a dialog form's two columns, each with its own
 * labelled checkbox; `onChange` is given the ids chosen after each tick.
 */
export function CheckboxChoices<T extends { id: number }>({
  legend,
  items,
  chosen,
  idFor,
  onChange,
  label,
  error,
}: {
  legend: string;
  items: readonly T[];
  chosen: readonly number[];
  idFor: (item: T) => string;
  onChange: (chosen: number[]) => void;
  label: (item: T) => ReactNode;
  /** The message under the list and its id, which describes the fieldset while there is one. */
  error?: { id: string; message?: string };
}) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error?.message ? error.id : undefined}>
      <legend className="text-sm font-medium text-navy-900">{legend}</legend>
      <ul className="mt-1 grid gap-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-2 text-sm">
            <Checkbox
              id={idFor(item)}
              checked={chosen.includes(item.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((other) => other !== item.id))}
            />
            <label htmlFor={idFor(item)}>{label(item)}</label>
          </li>
        ))}
      </ul>
      {error && <FieldError id={error.id} message={error.message} />}
    </fieldset>
  );
}
