import { RefreshCw, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { crmToasts, type CrmLead } from '../../../../contract/crm/crm';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { ListPages } from '../../../components/ui/pager';
import { TabSection } from '../../../components/ui/tab-section';
import { toast } from '../../../components/ui/use-toast';
import { useIsAdmin } from '../../../lib/current-member';
import { useCrmStatus } from '../api/get-crm-status';
import { useSyncLead } from '../api/sync-lead';
import { useSyncLeads } from '../api/sync-leads';
import { notSelectableReason } from '../lib/selectable';
import { useCrmSelection } from '../lib/use-crm-selection';
import { crmColumns } from './crm-columns';
import { CrmErrorDialog } from './crm-error-dialog';
import { CrmSetupExplanation } from './crm-setup-explanation';
import { CrmStatCards } from './crm-stat-cards';

/** What the tab says under its title: the leads on their way, or what the tab is for. */
function crmTabDescription(queuedCount: number, isAdmin: boolean): string {
  if (queuedCount > 0) return `${queuedCount} lead${queuedCount === 1 ? '' : 's'} queued; the table updates as they are sent.`;
  return isAdmin ? 'Send consenting leads to the partner CRM.' : 'Consenting leads and what the partner CRM answered; an admin sends them.';
}

/** Sends the ticked leads, or says none is ticked. */
function syncSelected(selection: ReturnType<typeof useCrmSelection>, syncMany: ReturnType<typeof useSyncLeads>) {
  if (selection.selected.size === 0) {
    toast({ ...crmToasts.noneSelected, variant: 'destructive' });
    return;
  }
  syncMany.mutate([...selection.selected], { onSuccess: selection.clear });
}

/** CRM Integration: stats, the consenting leads to send, single and bulk sync, and each lead's state. */
export function CrmTab() {
  const isAdmin = useIsAdmin();
  const [page, setPage] = useState(1);
  const status = useCrmStatus(page);
  const syncOne = useSyncLead();
  const syncMany = useSyncLeads();
  const [errorLead, setErrorLead] = useState<CrmLead | null>(null);
  const data = status.data;
  const leads = useMemo(() => data?.leads ?? [], [data]);
  const selectable = useMemo(() => leads.filter((lead) => notSelectableReason(lead) === null), [leads]);
  const selection = useCrmSelection(selectable);
  const { selected } = selection;
  const configured = data?.configured ?? false;

  const placeholder = listPlaceholder(status, leads.length === 0, {
    loading: 'Loading CRM sync status...',
    failed: 'Failed to load the CRM sync status.',
    empty: page > 1 ? 'No leads on this page.' : 'No leads yet.',
  });
  const columns = crmColumns({
    isAdmin,
    configured,
    selectable,
    selection,
    syncing: syncOne.isPending ? (syncOne.variables ?? null) : null,
    onSync: (lead) => syncOne.mutate(lead.id),
    onShowError: setErrorLead,
  });
  const canSyncAgain = isAdmin && configured && errorLead !== null && notSelectableReason(errorLead) === null;

  return (
    <TabSection
      id="crm-heading"
      className="gap-4"
      title="CRM Integration"
      description={crmTabDescription(leads.filter((lead) => lead.queued).length, isAdmin)}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Refresh
          </Button>
          {isAdmin && (
            <Button size="sm" onClick={() => syncSelected(selection, syncMany)} disabled={!configured || syncMany.isPending}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {syncMany.isPending ? 'Syncing...' : `Sync Selected${selected.size > 0 ? ` (${selected.size})` : ''}`}
            </Button>
          )}
        </>
      }
    >
      <CrmStatCards stats={data?.stats} configured={configured} />
      {data && <CrmSetupExplanation configured={configured} />}
      <DataTable
        label="CRM leads"
        busy={status.isFetching}
        columns={columns}
        rows={leads}
        rowKey={(lead) => lead.id}
        rowProps={(lead) => ({ 'data-selected': selected.has(lead.id), 'data-testid': `crm-lead-${lead.id}` })}
        placeholder={placeholder}
      />
      <ListPages
        label="CRM leads pages"
        items="leads"
        list={data && { page: data.page, pageSize: data.pageSize, total: data.stats.total, items: leads }}
        onPage={setPage}
      />
      <CrmErrorDialog
        lead={errorLead}
        onClose={() => setErrorLead(null)}
        onSyncAgain={canSyncAgain ? (lead) => syncOne.mutate(lead.id) : undefined}
      />
    </TabSection>
  );
}
