import { useEffect } from 'react';
import { LEAD_LIST_DEPTH, LEADS_PAGE_SIZE, type LeadList } from '../../../../contract/leads/list';
import type { LeadListParams } from './lead-list-params';

/** Keeps the list's page one that shows leads: a link past the paged depth, or past the end, goes to the last page there is. */
export function usePageInRange(
  params: LeadListParams,
  update: (patch: Partial<LeadListParams>) => void,
  list: { data: LeadList | undefined; isPlaceholderData: boolean },
) {
  // A link past the depth the list pages to goes to its deepest page.
  const deepestPage = LEAD_LIST_DEPTH / LEADS_PAGE_SIZE;
  useEffect(() => {
    if (params.page > deepestPage) update({ page: deepestPage });
  }, [params.page, deepestPage, update]);

  // The last lead of the last page was deleted, or a link points past the end: go to the last page.
  const { data, isPlaceholderData } = list;
  useEffect(() => {
    if (!data || isPlaceholderData || data.items.length > 0 || data.total === 0 || data.totalCapped || params.page === 1) return;
    update({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
  }, [data, isPlaceholderData, params.page, update]);
}
