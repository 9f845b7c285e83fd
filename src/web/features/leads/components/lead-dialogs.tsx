import { useQueryClient } from '@tanstack/react-query';
import { LEAD_DELETE_PROMPT, type Lead, leadDeleteTitle } from '../../../../contract/leads/lead';
import type { StaffMember } from '../../../../contract/staff/staff';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { CreateAccountDialog } from '../../accounts';
import { useDeleteLead } from '../api/delete-lead';
import { useLinkedLead } from '../api/lead-desk';
import { leadKeys } from '../api/lead-keys';
import { LeadDetailsDialog } from './lead-details-dialog';
import { LeadEditDialog } from './lead-edit-dialog';
import type { LeadAction } from './leads-table';

export type OpenLead = { action: LeadAction; lead: Lead } | null;

/** The dialog a row's action opens (view, edit, open an account, delete), and the lead a link names. */
export function LeadDialogs({ open, close, staff }: { open: OpenLead; close: () => void; staff: StaffMember[] }) {
  const remove = useDeleteLead();
  const linked = useLinkedLead();
  const queryClient = useQueryClient();
  // The server marks a lead that became a client converted: the list and the summary cards show it.
  const accountCreated = () => {
    close();
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
  };
  return (
    <>
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
    </>
  );
}
