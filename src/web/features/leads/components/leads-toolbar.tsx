import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  LEAD_ASSIGNMENT_FILTER_LABELS,
  LEAD_ASSIGNMENT_FILTERS,
  LEAD_FOLLOW_UP_FILTER_LABELS,
  LEAD_FOLLOW_UP_FILTERS,
  LEAD_SORT_LABELS,
  LEAD_SORTS,
} from '../../../../contract/leads/list';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { Options, Select } from '../../../components/ui/select';
import { titleCase } from '../../../lib/format';
import type { LeadListParams, LeadSort } from '../lib/lead-list-params';

export const SEARCH_DEBOUNCE_MS = 300;

const labelClasses = 'mb-1 block text-xs font-medium text-slate-700';

type LeadFilterKey = 'status' | 'priority' | 'assignedTo' | 'followUp';

const LEAD_FILTERS: {
  key: LeadFilterKey;
  id: string;
  label: string;
  allLabel: string;
  values: readonly string[];
  labels?: Record<string, string>;
}[] = [
  { key: 'status', id: 'lead-status', label: 'Status', allLabel: 'All statuses', values: LEAD_STATUSES },
  { key: 'priority', id: 'lead-priority', label: 'Priority', allLabel: 'All priorities', values: LEAD_PRIORITIES },
  {
    key: 'assignedTo',
    id: 'lead-assigned',
    label: 'Assigned',
    allLabel: "Everyone's",
    values: LEAD_ASSIGNMENT_FILTERS,
    labels: LEAD_ASSIGNMENT_FILTER_LABELS,
  },
  {
    key: 'followUp',
    id: 'lead-follow-up',
    label: 'Follow-up',
    allLabel: 'Any follow-up',
    values: LEAD_FOLLOW_UP_FILTERS,
    labels: LEAD_FOLLOW_UP_FILTER_LABELS,
  },
];

/** The search box's text, sent to the list a pause after typing stops (or at once on Enter). */
function useDebouncedSearch(params: LeadListParams, onChange: (patch: Partial<LeadListParams>) => void) {
  const [text, setText] = useState(params.q);
  const latest = useRef({ params, onChange });
  latest.current = { params, onChange };

  // The URL changed by other means (a link, back): show its search.
  useEffect(() => {
    setText((current) => (current.trim() === params.q ? current : params.q));
  }, [params.q]);

  useEffect(() => {
    if (text.trim() === latest.current.params.q) return;
    const timer = setTimeout(() => latest.current.onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}

/** Search, filters and sort of the leads list; every change lands in the URL. */
export function LeadsToolbar({ params, onChange }: { params: LeadListParams; onChange: (patch: Partial<LeadListParams>) => void }) {
  const [text, setText] = useDebouncedSearch(params, onChange);

  // On a wide screen each filter and the sort are as wide as their longest choice (a fixed width cut 'All priorities'
  // and 'Any follow-up' short); the search takes what is left.
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(14rem,1fr)_repeat(5,max-content)_auto] lg:items-end">
      <div className="sm:col-span-2 lg:col-span-3 xl:col-span-1">
        <label htmlFor="lead-search" className={labelClasses}>
          Search leads
        </label>
        <SearchInput
          id="lead-search"
          placeholder="Name, email, phone, company, country, case…"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: text.trim() });
          }}
        />
      </div>
      {LEAD_FILTERS.map((filter) => (
        <FilterSelect
          key={filter.key}
          id={filter.id}
          label={filter.label}
          allLabel={filter.allLabel}
          values={filter.values}
          labels={filter.labels}
          value={params[filter.key]}
          onChange={(value) => onChange({ [filter.key]: value })}
        />
      ))}
      <SortControls params={params} onChange={onChange} />
    </div>
  );
}

/** One of the list's filters: every value, or 'All' (null). */
function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  allLabel: string;
  values: readonly T[];
  /** How each value reads; `titleCase` of it otherwise. */
  labels?: Record<T, string>;
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClasses}>
        {props.label}
      </label>
      <Select
        id={props.id}
        fieldSize="sm"
        value={props.value ?? 'all'}
        onChange={(event) => props.onChange(event.target.value === 'all' ? null : (event.target.value as T))}
      >
        <option value="all">{props.allLabel}</option>
        <Options values={props.values} label={(value) => props.labels?.[value] ?? titleCase(value)} />
      </Select>
    </div>
  );
}

function SortControls({ params, onChange }: { params: LeadListParams; onChange: (patch: Partial<LeadListParams>) => void }) {
  return (
    <>
      <div>
        <label htmlFor="lead-sort" className={labelClasses}>
          Sort by
        </label>
        <Select id="lead-sort" fieldSize="sm" value={params.sort} onChange={(event) => onChange({ sort: event.target.value as LeadSort })}>
          <Options values={LEAD_SORTS} label={(sort) => LEAD_SORT_LABELS[sort]} />
        </Select>
      </div>
      <div>
        <span className={`${labelClasses} hidden lg:block`} aria-hidden="true">
          Order
        </span>
        <Button
          variant="outline"
          size="sm"
          className="w-full lg:w-auto"
          title="Change sort order"
          onClick={() => onChange({ order: params.order === 'asc' ? 'desc' : 'asc' })}
        >
          {params.order === 'asc' ? (
            <ArrowUpNarrowWide aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="h-4 w-4" />
          )}
          {params.order === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </div>
    </>
  );
}
