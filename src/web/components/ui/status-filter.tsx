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
  query,
}: {
  id: string;
  value: S | 'all';
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (value: S | 'all') => void;
  /** The list's query: Refresh reloads it, and waits while it loads. */
  query: { refetch: () => unknown; isFetching: boolean };
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
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Refresh
      </Button>
    </>
  );
}
