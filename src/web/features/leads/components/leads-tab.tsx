import { useMemo, useState } from 'react';
import {
  LEAD_LIST_DEPTH,
  LEAD_LIST_TOO_DEEP_MESSAGE,
  LEADS_EMPTY_MESSAGE,
  LEADS_ERROR_MESSAGE,
  LEADS_PAGE_SIZE,
} from '../../../../contract/leads/list';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../lib/cn';
import { useStaffList } from '../../staff';
import { useLeads } from '../api/get-leads';
import { useLeadListParams } from '../lib/lead-list-params';
import { useLeadSelection } from '../lib/use-lead-selection';
import { usePageInRange } from '../lib/use-page-in-range';
import { DuplicateGroupsButton } from './duplicate-groups';
import { LeadDialogs, type OpenLead } from './lead-dialogs';
import { LeadSources } from './lead-sources';
import { LeadViewTabs } from './lead-view-tabs';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { SelectionBar } from './selection-bar';

/** Client Leads: search, filter, sort and page in the URL; row and bulk actions. */
export function LeadsTab() {
  const [params, update] = useLeadListParams();
  const leads = useLeads(params);
  const staff = useStaffList().data ?? [];
  const [open, setOpen] = useState<OpenLead>(null);
  const data = leads.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const selection = useLeadSelection(JSON.stringify(params), items, data);
  usePageInRange(params, update, leads);

  const placeholder = listPlaceholder(leads, items.length === 0, {
    loading: 'Loading leads...',
    failed: LEADS_ERROR_MESSAGE,
    empty: LEADS_EMPTY_MESSAGE,
  });

  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', selection.selected.size > 0 && 'pb-40')}>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
        <LeadViewTabs params={params} />
        <LeadsToolbar params={params} onChange={update} />
        <DuplicateGroupsButton />
        {params.source && (
          <p className="text-sm text-slate-700">
            Source: <strong>{params.source}</strong>{' '}
            <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => update({ source: '' })}>
              Show every source
            </button>
          </p>
        )}
      </div>
      <LeadSources onSource={(source) => update({ source })} />
      <SelectionBar selection={selection} list={data} shown={items.length} params={params} staff={staff} />
      <LeadsTable
        leads={items}
        selected={selection.selected}
        onSelect={selection.select}
        onSelectAll={selection.selectAll}
        onAction={(action, lead) => setOpen({ action, lead })}
        busy={leads.isFetching && !leads.isPending}
        placeholder={placeholder}
        footer={
          data &&
          !leads.isError && (
            <Pager
              label="Leads pages"
              items="leads"
              className="border-t border-slate-200 px-3 py-3"
              page={params.page}
              pageSize={data.pageSize || LEADS_PAGE_SIZE}
              total={data.total}
              totalCapped={data.totalCapped}
              shown={items.length}
              onPage={(page) => update({ page })}
              depth={{ rows: LEAD_LIST_DEPTH, note: LEAD_LIST_TOO_DEEP_MESSAGE }}
            />
          )
        }
      />
      <LeadDialogs open={open} close={() => setOpen(null)} staff={staff} />
    </div>
  );
}
