import { Checkbox } from './checkbox';
import { Label } from './label';

/** A list's on/off filter: a checkbox and its label ('Overdue only'). */
export function FilterToggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} className="mt-0 h-4 w-4" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id} className="mb-0 text-sm">
        {label}
      </Label>
    </div>
  );
}
