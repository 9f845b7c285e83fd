import { AlertTriangle, Info, RefreshCw, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CRM_CASE_DETAILS_PREVIEW, crmToasts, type CrmLead, type CrmSyncStatus } from '../../../../contract/crm/crm';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { timeColumn, actionsColumn, type Column, DataTable } from '../../../components/ui/data-table';
import { SelectAll } from '../../../components/ui/select-all';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useCrmStatus } from '../api/get-crm-status';
import { useSyncLead } from '../api/sync-lead';
import { useSyncLeads } from '../api/sync-leads';
import { formatDateTime, fullName } from '../../../lib/format';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { useIsAdmin } from '../../../lib/current-member';
import { TabSection } from '../../../components/ui/tab-section';
import { Pager } from '../../../components/ui/pager';
import { CASE_DETAILS_MAX } from '../../../../contract/intake/assessment-messages';
import { CRM_NOT_SET_UP_TEXT, waitsForNoPartner } from '../lib/not-sent';

const statusTones: Record<CrmLead['crmSyncStatus'], Tone> = { pending: 'warning', synced: 'success', failed: 'danger', duplicate: 'info' };
const statusLabels: Record<CrmLead['crmSyncStatus'], string> = { pending: 'Pending', synced: 'Synced', failed: 'Failed', duplicate: 'Duplicate' };

/** Why a lead cannot be selected for sync, or null when it can. */
export function notSelectableReason(lead: CrmLead): string | null {
  if (!lead.consentToShare) return 'No consent to share';
  if (lead.queued) return 'Already queued';
  if (lead.crmSyncStatus === 'synced') return 'Already synced';
  if (lead.crmSyncStatus === 'duplicate') return 'Already at the partner';
  return null;
}

/** The first 50 characters (the server already sends no more). */
export function previewOf(text: string): string {
  return text.slice(0, CRM_CASE_DETAILS_PREVIEW);
}

const STAT_CARDS: { key: keyof CrmSyncStatus['stats']; label: string; tone: string }[] = [
  { key: 'total', label: 'Total Leads', tone: 'text-navy-900' },
  { key: 'synced', label: 'Synced', tone: 'text-green-800' },
  { key: 'pending', label: 'Pending', tone: 'text-amber-900' },
  { key: 'failed', label: 'Failed', tone: 'text-red-800' },
  { key: 'duplicate', label: 'Duplicate', tone: 'text-sky-800' },
  { key: 'noConsent', label: 'No consent', tone: 'text-slate-700' },
];

function StatCards({ stats, configured }: { stats: CrmSyncStatus['stats'] | undefined; configured: boolean }) {
  return (
    <dl className="flex flex-wrap gap-3">
      {STAT_CARDS.map(({ key, label, tone }) => (
        <div key={key} className="min-w-28 flex-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          {/* With no partner CRM set up, nothing waiting is about to be sent. */}
          <dt className="text-xs font-medium text-slate-600">{key === 'pending' && !configured && stats ? 'Not sent (no CRM set up)' : label}</dt>
          <dd className={cn('mt-1 text-2xl font-bold tabular-nums', tone)} data-testid={`crm-stat-${key}`}>
            {stats ? stats[key] : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SetupExplanation({ configured }: { configured: boolean }) {
  const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-navy-900';
  return (
    <div
      className={cn('rounded-xl border p-4 text-sm', configured ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50')}
      role={configured ? undefined : 'status'}
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        {configured ? <Info aria-hidden="true" className="h-4 w-4" /> : <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-800" />}
        {configured ? 'How the integration works' : 'The partner CRM integration is not configured'}
      </p>
      <ul className="mt-2 grid gap-1 pl-4 text-slate-700">
        {!configured && (
          <li>
            Set <code className={code}>CRM_URL</code> (the partner's affiliate-registration endpoint) and <code className={code}>CRM_TOKEN</code>{' '}
            (sent as a Bearer token) in the server's environment, optionally <code className={code}>CRM_CAMPAIGN</code> (the utm_campaign) and{' '}
            <code className={code}>CRM_AUTO_SYNC=true</code> to queue each new consenting lead automatically, then restart the server.
          </li>
        )}
        <li>Only leads who consented to sharing their case with the partner are ever sent; the others cannot be selected.</li>
        <li>
          Each lead is sent with first name, last name, email, phone, utm_campaign, utm_source 'Website', utm_medium (the lead's source) and
          utm_content (the case details, which the assessment form keeps to {CASE_DETAILS_MAX.toLocaleString('en-GB')} characters).
        </li>
        <li>Syncing queues the lead: it is sent once, retried if the partner is down, and marked synced, duplicate or failed.</li>
      </ul>
    </div>
  );
}

/** CRM Integration: stats, the consenting leads to send, single and bulk sync, and each lead's state. */
export function CrmTab() {
  const isAdmin = useIsAdmin();
  const [page, setPage] = useState(1);
  const status = useCrmStatus(page);
  const syncOne = useSyncLead();
  const syncMany = useSyncLeads();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [errorLead, setErrorLead] = useState<CrmLead | null>(null);
  const data = status.data;
  const leads = useMemo(() => data?.leads ?? [], [data]);
  const selectable = useMemo(() => leads.filter((lead) => notSelectableReason(lead) === null), [leads]);
  const configured = data?.configured ?? false;

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

  const syncSelected = () => {
    if (selected.size === 0) {
      toast({ ...crmToasts.noneSelected, variant: 'destructive' });
      return;
    }
    syncMany.mutate([...selected], { onSuccess: () => setSelected(new Set()) });
  };

  const queuedCount = leads.filter((lead) => lead.queued).length;

  const placeholder = listPlaceholder(status, leads.length === 0, {
    loading: 'Loading CRM sync status...',
    failed: 'Failed to load the CRM sync status.',
    empty: page > 1 ? 'No leads on this page.' : 'No leads yet.',
  });

  const selectColumn: Column<CrmLead> = {
    key: 'select',
    header: (
      <SelectAll
        count={selectable.length}
        selected={selected.size}
        disabled={!configured}
        label="Select all leads that can be synced"
        onChange={(on) => setSelected(on ? new Set(selectable.map((lead) => lead.id)) : new Set())}
      />
    ),
    headerClassName: 'w-10',
    cell: (lead) => {
      const reason = notSelectableReason(lead);
      return (
        <Checkbox
          className="mt-0.5 h-4 w-4"
          aria-label={`Select ${fullName(lead)}`}
          aria-describedby={reason ? `crm-lead-${lead.id}-reason` : undefined}
          checked={selected.has(lead.id)}
          disabled={reason !== null || !configured}
          onChange={(event) => toggle(lead.id, event.target.checked)}
        />
      );
    },
  };

  const columns: Column<CrmLead>[] = [
    // Selecting is for the bulk sync, an admin's action.
    ...(isAdmin ? [selectColumn] : []),
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-28',
      cell: (lead) => {
        const reason = notSelectableReason(lead);
        return (
          <>
            <span className="block font-semibold text-navy-900">{fullName(lead)}</span>
            {reason && (
              <span id={`crm-lead-${lead.id}-reason`} className="block text-xs text-slate-600">
                {reason}
              </span>
            )}
          </>
        );
      },
    },
    { key: 'email', header: 'Email', className: 'break-all', cell: (lead) => lead.email },
    {
      key: 'details',
      header: 'Case details',
      className: 'max-w-sm min-w-28 text-slate-700',
      cell: (lead) => previewOf(lead.caseDetails),
    },
    {
      key: 'status',
      header: 'CRM status',
      className: 'whitespace-nowrap',
      cell: (lead) => <CrmStatusCell lead={lead} configured={configured} onShowError={setErrorLead} />,
    },
    timeColumn('created', 'Created', (lead) => lead.createdAt, formatDateTime),
    // Sending a lead to the partner is an admin's, one lead or many: a caseworker sees the states only.
    actionsColumn((lead) => {
      const syncing = syncOne.isPending && syncOne.variables === lead.id;
      return isAdmin && notSelectableReason(lead) === null && configured ? (
        <Button variant="outline" size="sm" aria-label={`Sync ${fullName(lead)}`} disabled={syncing} onClick={() => syncOne.mutate(lead.id)}>
          {syncing ? 'Syncing...' : 'Sync'}
        </Button>
      ) : null;
    }),
  ];

  return (
    <TabSection
      id="crm-heading"
      className="gap-4"
      title="CRM Integration"
      description={
        queuedCount > 0
          ? `${queuedCount} lead${queuedCount === 1 ? '' : 's'} queued; the table updates as they are sent.`
          : isAdmin
            ? 'Send consenting leads to the partner CRM.'
            : 'Consenting leads and what the partner CRM answered; an admin sends them.'
      }
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Refresh
          </Button>
          {isAdmin && (
            <Button size="sm" onClick={syncSelected} disabled={!configured || syncMany.isPending}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {syncMany.isPending ? 'Syncing...' : `Sync Selected${selected.size > 0 ? ` (${selected.size})` : ''}`}
            </Button>
          )}
        </>
      }
    >
      <StatCards stats={data?.stats} configured={configured} />
      {data && <SetupExplanation configured={configured} />}
      <DataTable
        label="CRM leads"
        busy={status.isFetching}
        columns={columns}
        rows={leads}
        rowKey={(lead) => lead.id}
        rowProps={(lead) => ({ 'data-selected': selected.has(lead.id), 'data-testid': `crm-lead-${lead.id}` })}
        placeholder={placeholder}
      />
      {data && data.stats.total > data.pageSize && (
        <Pager
          label="CRM leads pages"
          items="leads"
          page={data.page}
          pageSize={data.pageSize}
          total={data.stats.total}
          shown={leads.length}
          onPage={setPage}
        />
      )}
      <Dialog open={errorLead !== null} onOpenChange={(on) => !on && setErrorLead(null)}>
        {errorLead && (
          <DialogContent
            size="sm"
            title="CRM Sync Error"
            description={`${fullName(errorLead)} (${errorLead.email}) could not be sent to the partner.`}
          >
            <p className="text-xs font-medium text-slate-600">Error from the last attempt</p>
            <pre className="mt-1 max-h-28 overflow-y-auto rounded-md border border-red-300 bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-800">
              {errorLead.crmSyncError ?? 'No error details were recorded.'}
            </pre>
            <p className="mt-3 text-sm text-slate-700">It can be sent again: a partner that was down may take it now.</p>
            <DialogFooter className="mt-4">
              <DialogClose className={buttonClasses('outline', 'sm')}>Close</DialogClose>
              {isAdmin && configured && notSelectableReason(errorLead) === null && (
                <Button
                  size="sm"
                  onClick={() => {
                    syncOne.mutate(errorLead.id);
                    setErrorLead(null);
                  }}
                >
                  Sync again
                </Button>
              )}
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </TabSection>
  );
}

function CrmStatusCell({ lead, configured, onShowError }: { lead: CrmLead; configured: boolean; onShowError: (lead: CrmLead) => void }) {
  return (
    <>
      <span className="inline-flex flex-wrap items-center gap-1">
        {lead.crmSyncStatus === 'failed' ? (
          <button
            type="button"
            className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
            aria-label={`Failed: view the error for ${fullName(lead)}`}
            onClick={() => onShowError(lead)}
          >
            <StatusPill tone="danger" className="cursor-pointer underline">
              Failed
            </StatusPill>
          </button>
        ) : lead.crmSyncStatus === 'pending' && !lead.consentToShare ? (
          // Never to be sent: not waiting, so not "Pending".
          <StatusPill tone="neutral">No consent</StatusPill>
        ) : waitsForNoPartner(lead, configured) ? (
          <StatusPill tone="neutral" className="whitespace-normal">
            {CRM_NOT_SET_UP_TEXT}
          </StatusPill>
        ) : (
          <StatusPill tone={statusTones[lead.crmSyncStatus]}>{statusLabels[lead.crmSyncStatus]}</StatusPill>
        )}
        {lead.queued && <StatusPill tone="neutral">Queued</StatusPill>}
      </span>
      {lead.crmSyncedAt && <span className="mt-1 block text-xs text-slate-600">{formatDateTime(lead.crmSyncedAt)}</span>}
    </>
  );
}
