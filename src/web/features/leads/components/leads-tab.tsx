import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  LEAD_DELETE_PROMPT,
  LEAD_LIST_DEPTH,
  LEAD_LIST_TOO_DEEP_MESSAGE,
  leadDeleteTitle,
  LEADS_EMPTY_MESSAGE,
  LEADS_ERROR_MESSAGE,
  LEADS_PAGE_SIZE,
  type Lead,
} from '../../../../contract/leads/leads';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Pager } from '../../../components/ui/pager';
import { useDeleteLead } from '../api/delete-lead';
import { useLeads } from '../api/get-leads';
import { leadKeys } from '../api/lead-keys';
import { useStaffList } from '../../staff';
import { useLeadListParams } from '../lib/lead-list-params';
import { CreateAccountDialog } from '../../accounts';
import { BulkBar } from './bulk-bar';
import { DuplicateGroupsButton } from './duplicate-groups';
import { useLinkedLead } from '../api/lead-desk';
import { LeadDetailsDialog } from './lead-details-dialog';
import { LeadEditDialog } from './lead-edit-dialog';
import { LeadsTable, type LeadAction } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { LeadViewTabs } from './lead-view-tabs';
import { LeadSources } from './lead-sources';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { cn } from '../../../lib/cn';

type Open = { action: LeadAction; lead: Lead } | null;

/** Client Leads: search, filter, sort and page in the URL; row and bulk actions. */
export function LeadsTab() {
  const [params, update] = useLeadListParams();
  const leads = useLeads(params);
  const staff = useStaffList().data ?? [];
  const remove = useDeleteLead();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const linked = useLinkedLead();

  // A new view starts with nothing selected.
  const viewKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's key is what resets the selection.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [viewKey]);

  const data = leads.data;
  const items = useMemo(() => data?.items ?? [], [data]);

  // A link past the depth the list pages to goes to its deepest page.
  const deepestPage = LEAD_LIST_DEPTH / LEADS_PAGE_SIZE;
  useEffect(() => {
    if (params.page > deepestPage) update({ page: deepestPage });
  }, [params.page, deepestPage, update]);

  // The last lead of the last page was deleted, or a link points past the end: go to the last page.
  useEffect(() => {
    if (!data || leads.isPlaceholderData || data.items.length > 0 || data.total === 0 || data.totalCapped || params.page === 1) return;
    update({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
  }, [data, leads.isPlaceholderData, params.page, update]);

  const queryClient = useQueryClient();
  const close = () => setOpen(null);
  // The server marks a lead that became a client converted: the list and the summary cards show it.
  const accountCreated = () => {
    close();
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
  };
  const clearSelection = () => {
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
  // The whole page is ticked and the filter holds more: offer every lead of the filter.
  const morePastPage = data !== undefined && items.length > 0 && selected.size === items.length && (data.totalCapped || data.total > items.length);

  const placeholder = listPlaceholder(leads, items.length === 0, {
    loading: 'Loading leads...',
    failed: LEADS_ERROR_MESSAGE,
    empty: LEADS_EMPTY_MESSAGE,
  });

  const selectedIds = [...selected];

  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', selectedIds.length > 0 && 'pb-40')}>
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
      {selectedIds.length > 0 && (
        // Floats over the page's foot, so that ticking a row never moves the rows under the pointer.
        <div className="fixed inset-x-3 bottom-3 z-40 mx-auto grid max-w-5xl gap-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <BulkBar target={allMatching ? { allMatching: true } : { ids: selectedIds }} params={params} staff={staff} onDone={clearSelection} />
          {morePastPage && (
            <p className="px-1 text-sm text-slate-700">
              {allMatching ? (
                <>
                  Every lead matching this filter is selected, on every page.{' '}
                  <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => setAllMatching(false)}>
                    Select only the {items.length} on this page
                  </button>
                </>
              ) : (
                <>
                  All {items.length} leads on this page are selected.{' '}
                  <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => setAllMatching(true)}>
                    Select all {data.total.toLocaleString('en-GB')}
                    {data.totalCapped ? '+' : ''} leads matching this filter
                  </button>
                </>
              )}
            </p>
          )}
        </div>
      )}
      <LeadsTable
        leads={items}
        selected={selected}
        onSelect={select}
        onSelectAll={selectAll}
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

      <Dialog open={open?.action === 'view'} onOpenChange={(on) => !on && close()}>
        {open?.action === 'view' && <LeadDetailsDialog lead={open.lead} staff={staff} />}
      </Dialog>
      <Dialog open={linked.lead !== null} onOpenChange={(on) => !on && linked.close()}>
        {linked.lead && <LeadDetailsDialog lead={linked.lead} staff={staff} />}
      </Dialog>
      <Dialog open={open?.action === 'edit'} onOpenChange={(on) => !on && close()}>
        {open?.action === 'edit' && <LeadEditDialog lead={open.lead} staff={staff} onDone={close} />}
      </Dialog>
      <Dialog open={open?.action === 'account'} onOpenChange={(on) => !on && close()}>
        {open?.action === 'account' && <CreateAccountDialog lead={open.lead} onDone={accountCreated} />}
      </Dialog>
      <ConfirmDialog
        open={open?.action === 'delete'}
        onOpenChange={(on) => !on && close()}
        title={open?.action === 'delete' ? leadDeleteTitle(open.lead) : 'Delete lead'}
        message={LEAD_DELETE_PROMPT}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => {
          if (!open) return;
          remove.mutate(open.lead.id, { onSettled: close });
        }}
      />
    </div>
  );
}
