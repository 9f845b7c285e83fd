import { useEffect, useState } from 'react';
import type { Lead } from '../../../../contract/leads/lead';
import type { LeadList } from '../../../../contract/leads/list';

/**
 * The rows ticked on the page, or every lead of the filter (`allMatching`); a new view (`viewKey`)
 * starts with nothing selected. `morePastPage`: the whole page is ticked and the filter holds more.
 */
export function useLeadSelection(viewKey: string, items: Lead[], list: LeadList | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's key is what resets the selection.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [viewKey]);

  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      setAllMatching(false);
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => {
    setAllMatching(false);
    setSelected(on ? new Set(items.map((lead) => lead.id)) : new Set());
  };
  const morePastPage = list !== undefined && items.length > 0 && selected.size === items.length && (list.totalCapped || list.total > items.length);
  return { selected, allMatching, setAllMatching, clear, select, selectAll, morePastPage };
}

export type LeadSelection = ReturnType<typeof useLeadSelection>;
