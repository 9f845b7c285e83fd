import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { Label } from './label';
import { Options, Select } from './select';

/** A list's status filter ('All' plus each status) and its Refresh button. */
export function StatusFilterBar<S extends string>({
  id,
  value,
  statuses,
  labels,
  onChange,
  onRefresh,
  refreshing,
}: {
  id: string;
  value: S | 'all';
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (value: S | 'all') => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <>
      <div className="w-36">
        <Label htmlFor={id}>Status</Label>
        <Select id={id} fieldSize="sm" value={value} onChange={(event) => onChange(event.target.value as S | 'all')}>
          <option value="all">All</option>
          <Options values={statuses} label={(status) => labels[status]} />
        </Select>
      </div>
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Refresh
      </Button>
    </>
  );
}
