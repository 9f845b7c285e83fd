import { useCallback, useMemo } from 'react';
import type { EXPORT_FORMATS } from '../../../../contract/leads/export';
import { type LEAD_SORTS, type LeadFilterInput, type LeadListQuery, leadListQuerySchema } from '../../../../contract/leads/list';
import type { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { QueryOf } from '../../../../contract/shared/endpoint';
import type { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { useQueryParams } from '../../../lib/query-params';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
export type LeadSort = (typeof LEAD_SORTS)[number];

/** The leads view as it stands in the URL: the list's query (search, filters, sort, order and page) at its page size. */
export type LeadListParams = Omit<LeadListQuery, 'pageSize'>;

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

/** The view as the list endpoint's query, leaving out defaults so links stay short. */
export function listQueryOf(params: LeadListParams) {
  const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);
  return {
    q: params.q.trim() || undefined,
    status: params.status ?? undefined,
    priority: params.priority ?? undefined,
    assignedTo: params.assignedTo ?? undefined,
    followUp: params.followUp ?? undefined,
    source: params.source.trim() || undefined,
    sort: unlessDefault(params.sort, 'createdAt'),
    order: unlessDefault(params.order, 'desc'),
    page: unlessDefault(params.page, 1),
  } satisfies QueryOf<typeof leadEndpoints.list>;
}

/** Writes the view into query parameters, leaving out defaults so links stay short. */
export function writeLeadListParams(params: LeadListParams, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(listQueryOf(params))) {
    if (value === undefined) into.delete(key);
    else into.set(key, String(value));
  }
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

/** The export's query: the same search, filters and order, every page, and the selected rows alone when given. */
export function exportQueryOf(
  params: LeadListParams,
  format: (typeof EXPORT_FORMATS)[number],
  ids?: number[],
): QueryOf<typeof leadEndpoints.exportFile> {
  const { page: _everyPage, ...query } = listQueryOf(params);
  return { ...query, format, ids: ids?.length ? ids.join(',') : undefined };
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
