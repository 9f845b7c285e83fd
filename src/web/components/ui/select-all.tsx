import { useEffect, useRef } from 'react';
import { Checkbox } from './checkbox';

/** The header checkbox of a selectable list: checked when all are selected, mixed when some are. */
export function SelectAll({
  count,
  selected,
  disabled = false,
  label,
  onChange,
}: {
  count: number;
  selected: number;
  disabled?: boolean;
  label: string;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = selected > 0 && selected < count;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Checkbox
      ref={ref}
      className="mt-0 h-4 w-4"
      aria-label={label}
      checked={count > 0 && selected === count}
      disabled={disabled || count === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
