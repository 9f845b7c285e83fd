import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { Label } from './label';
import { Options, Select } from './select';

/** A list's filter on one of its fields: 'All', or one of `values` (shown by `labels`). */
export function ChoiceFilter<V extends string>({
  id,
  label,
  width,
  value,
  values,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  /** The width class of the filter's column. */
  width: string;
  value: V | 'all';
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | 'all') => void;
}) {
  return (
    <div className={width}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} fieldSize="sm" value={value} onChange={(event) => onChange(event.target.value as V | 'all')}>
        <option value="all">All</option>
        <Options values={values} label={(choice) => labels[choice]} />
      </Select>
    </div>
  );
}

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
      <ChoiceFilter id={id} label="Status" width="w-36" value={value} values={statuses} labels={labels} onChange={onChange} />
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Refresh
      </Button>
    </>
  );
}
