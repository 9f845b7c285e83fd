import type { CrmLead } from '../../../../contract/crm/crm';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';
import { formatDateTime, fullName } from '../../../lib/format';
import { CRM_NOT_SET_UP_TEXT, waitsForNoPartner } from '../lib/not-sent';

const statusTones: Record<CrmLead['crmSyncStatus'], Tone> = { pending: 'warning', synced: 'success', failed: 'danger', duplicate: 'info' };
const statusLabels: Record<CrmLead['crmSyncStatus'], string> = { pending: 'Pending', synced: 'Synced', failed: 'Failed', duplicate: 'Duplicate' };

/** A lead's CRM state: a failure opens its error, and a queued lead says so. */
export function CrmStatusCell({ lead, configured, onShowError }: { lead: CrmLead; configured: boolean; onShowError: (lead: CrmLead) => void }) {
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
