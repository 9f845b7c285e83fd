import { Button } from '../../../components/ui/button';
import { Options, Select } from '../../../components/ui/select';

/** A choice and the button that applies it (enabled once something is chosen). */
export function PickAndApply(props: {
  id: string;
  label: string;
  width: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  actionLabel: string;
  busy: boolean;
  onApply: () => void;
}) {
  const labelOf = new Map(props.options.map((option) => [option.value, option.label]));
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Select id={props.id} fieldSize="sm" className={props.width} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.label}…</option>
        <Options values={props.options.map((option) => option.value)} label={(value) => labelOf.get(value) ?? value} />
      </Select>
      <Button variant="outline" size="sm" className="whitespace-nowrap" disabled={!props.value || props.busy} onClick={props.onApply}>
        {props.actionLabel}
      </Button>
    </div>
  );
}
