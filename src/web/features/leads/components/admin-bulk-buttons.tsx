import { Download, Share2, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCrmConfigured } from '../../crm';
import { useExportLeads } from '../api/export-leads';
import type { BulkAction, BulkTarget } from '../lib/bulk-question';
import type { LeadListParams } from '../lib/lead-list-params';

/** An admin's bulk actions: sharing with the partner CRM (when one is set up), exporting the selected rows, deleting. */
export function AdminBulkButtons({
  target,
  params,
  busy,
  apply,
}: {
  target: BulkTarget;
  params: LeadListParams;
  busy: boolean;
  apply: (action: BulkAction) => void;
}) {
  const exporter = useExportLeads();
  // Offered only when there is a partner to send to (the server refuses it otherwise).
  const crmConfigured = useCrmConfigured();
  const byFilter = 'allMatching' in target;
  return (
    <>
      {crmConfigured && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => apply({ action: 'crmSync' })}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Sync to CRM
        </Button>
      )}
      {!byFilter && (
        <Button
          variant="outline"
          size="sm"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate({ params, format: 'csv', ids: target.ids })}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporter.isPending ? 'Exporting...' : 'Export selected'}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        className="border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => apply({ action: 'delete' })}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {byFilter ? 'Delete all' : 'Delete selected'}
      </Button>
    </>
  );
}
