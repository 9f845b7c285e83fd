import { useCallback, useMemo } from 'react';
import {
  type LeadFilterInput,
  type LEAD_ASSIGNMENT_FILTERS,
  type LEAD_FOLLOW_UP_FILTERS,
  type LEAD_SORTS,
  leadListQuerySchema,
} from '../../../../contract/leads/leads';
import type { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { useQueryParams } from '../../../lib/query-params';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
export type LeadSort = (typeof LEAD_SORTS)[number];

/** The leads view as it stands in the URL: search, filters, sort, order and page. */
export interface LeadListParams {
  q: string;
  status: LeadStatus | null;
  priority: LeadPriority | null;
  assignedTo: (typeof LEAD_ASSIGNMENT_FILTERS)[number] | null;
  followUp: (typeof LEAD_FOLLOW_UP_FILTERS)[number] | null;
  /** '' for every source. */
  source: string;
  sort: LeadSort;
  order: 'asc' | 'desc';
  page: number;
}

const shape = leadListQuerySchema.shape;

/** Reads each value on its own, so one bad value in a shared link falls back alone. */
export function parseLeadListParams(search: string): LeadListParams {
  const raw = new URLSearchParams(search);
  const pick = <T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, key: string, fallback: T): T => {
    const value = raw.get(key);
    if (value === null) return fallback;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    q: pick(shape.q, 'q', ''),
    status: pick(shape.status, 'status', null),
    priority: pick(shape.priority, 'priority', null),
    assignedTo: pick(shape.assignedTo, 'assignedTo', null),
    followUp: pick(shape.followUp, 'followUp', null),
    source: pick(shape.source, 'source', ''),
    sort: pick(shape.sort, 'sort', 'createdAt'),
    order: pick(shape.order, 'order', 'desc'),
    page: pick(shape.page, 'page', 1),
  };
}

/** Writes the view into query parameters, leaving out defaults so links stay short. */
export function writeLeadListParams(params: LeadListParams, into = new URLSearchParams()): URLSearchParams {
  const set = (key: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback || value === '') into.delete(key);
    else into.set(key, value);
  };
  set('q', params.q.trim(), '');
  set('status', params.status, null);
  set('priority', params.priority, null);
  set('assignedTo', params.assignedTo, null);
  set('followUp', params.followUp, null);
  set('source', params.source.trim(), '');
  set('sort', params.sort, 'createdAt');
  set('order', params.order, 'desc');
  set('page', String(params.page), '1');
  return into;
}

/** The list's filters alone (no sort, no page), as a bulk action or a count takes them. */
export function filterOf(params: LeadListParams): LeadFilterInput {
  const { q, status, priority, assignedTo, followUp, source } = params;
  return {
    q,
    source,
    ...(status && { status }),
    ...(priority && { priority }),
    ...(assignedTo && { assignedTo }),
    ...(followUp && { followUp }),
  };
}

/** The export's query: the same search, filters and order, every page. */
export function exportQuery(params: LeadListParams, format: 'csv' | 'xlsx', ids?: number[]): string {
  const query = writeLeadListParams({ ...params, page: 1 });
  query.set('format', format);
  if (ids?.length) query.set('ids', ids.join(','));
  return query.toString();
}

/** The leads view from the URL, and a way to change it (replacing the history entry). */
export function useLeadListParams(): [LeadListParams, (patch: Partial<LeadListParams>) => void] {
  const [query, change] = useQueryParams();
  const params = useMemo(() => parseLeadListParams(query.toString()), [query]);
  const update = useCallback(
    // Any change but a page turn starts again at page 1.
    (patch: Partial<LeadListParams>) => change((next) => writeLeadListParams({ ...params, ...patch, page: patch.page ?? 1 }, next)),
    [params, change],
  );
  return [params, update];
}

/** Which admin tab is open, also kept in the URL. */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [query, change] = useQueryParams();
  const raw = query.get('tab');
  const tab = tabs.includes(raw as T) ? (raw as T) : fallback;
  const setTab = useCallback(
    (next: T) =>
      change((params) => {
        if (next === fallback) params.delete('tab');
        else params.set('tab', next);
      }),
    [change, fallback],
  );
  return [tab, setTab];
}
