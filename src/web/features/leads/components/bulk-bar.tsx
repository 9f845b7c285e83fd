import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { StaffMember } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useIsAdmin } from '../../../lib/current-member';
import { type BulkTarget, bulkQuestion } from '../lib/bulk-question';
import type { LeadListParams } from '../lib/lead-list-params';
import { useBulkActions } from '../lib/use-bulk-actions';
import { AdminBulkButtons } from './admin-bulk-buttons';
import { BulkChoices } from './bulk-choices';

/** Actions on the selected rows or on every lead of the filter: status, priority, assignment, CRM, export and delete. */
export function BulkBar({
  target,
  params,
  staff,
  onDone,
}: {
  target: BulkTarget;
  params: LeadListParams;
  staff: StaffMember[];
  onDone: () => void;
}) {
  const actions = useBulkActions(target, params, onDone);
  const byFilter = 'allMatching' in target;
  // Sharing, exporting and deleting leads in bulk are an admin's (the server refuses them to a caseworker).
  const isAdmin = useIsAdmin();
  const bar = useRef<HTMLElement>(null);
  // The bar comes in above the table when the first row is ticked and pushes the rows down: the box that
  // was just ticked (it has the focus) is brought back on screen rather than left below its bottom edge.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !bar.current) return;
    if (bar.current.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) focused.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const question = actions.asking && bulkQuestion(actions.asking.action, actions.asking.count, staff, byFilter);

  return (
    <section
      ref={bar}
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-teal-200 bg-teal-50/70 px-3 py-2"
    >
      <p className="mr-2 text-sm font-semibold text-navy-900" aria-live="polite">
        {byFilter ? 'All leads matching this filter' : `${target.ids.length} selected`}
      </p>
      <BulkChoices staff={staff} busy={actions.busy} apply={actions.apply} />
      {isAdmin && <AdminBulkButtons target={target} params={params} busy={actions.busy} apply={actions.apply} />}
      <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={onDone}>
        <X aria-hidden="true" className="h-4 w-4" />
        Clear selection
      </Button>
      <ConfirmDialog
        open={actions.asking !== null}
        onOpenChange={(open) => !open && actions.dismiss()}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm ?? 'Confirm'}
        busy={actions.sending}
        onConfirm={actions.confirm}
      />
    </section>
  );
}
