import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Options, Select } from '../../../components/ui/select';

/**
 * A choice and the button that applies it (enabled once something is chosen); `onApply` is given the
 * value chosen and a way to clear the choice once it has been applied.
 */
export function PickAndApply(props: {
  id: string;
  label: string;
  width: string;
  options: { value: string; label: string }[];
  actionLabel: string;
  busy: boolean;
  onApply: (value: string, clear: () => void) => void;
}) {
  // Only the list's own values ('' until one is chosen).
  const [value, setValue] = useState('');
  const labelOf = new Map(props.options.map((option) => [option.value, option.label]));
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Select id={props.id} fieldSize="sm" className={props.width} value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="">{props.label}…</option>
        <Options values={props.options.map((option) => option.value)} label={(option) => labelOf.get(option) ?? option} />
      </Select>
      <Button
        variant="outline"
        size="sm"
        className="whitespace-nowrap"
        disabled={!value || props.busy}
        onClick={() => props.onApply(value, () => setValue(''))}
      >
        {props.actionLabel}
      </Button>
    </div>
  );
}
