import { useEffect, useState } from 'react';
import type { CrmLead } from '../../../../contract/crm/crm';

/** The leads ticked for a bulk sync, among those that can be selected now. */
export function useCrmSelection(selectable: CrmLead[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  // A lead that stopped being selectable (queued, synced) leaves the selection.
  useEffect(() => {
    const ids = new Set(selectable.map((lead) => lead.id));
    setSelected((current) => {
      const kept = [...current].filter((id) => ids.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [selectable]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on ? new Set(selectable.map((lead) => lead.id)) : new Set());
  const clear = () => setSelected(new Set());
  return { selected, toggle, selectAll, clear };
}

export type CrmSelection = ReturnType<typeof useCrmSelection>;
