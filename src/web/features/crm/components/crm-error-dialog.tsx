import type { CrmLead } from '../../../../contract/crm/crm';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { fullName } from '../../../lib/format';

/** The error of a lead's last attempt, and (when it may be sent) a way to send it again. */
export function CrmErrorDialog({
  lead,
  onClose,
  onSyncAgain,
}: {
  lead: CrmLead | null;
  onClose: () => void;
  onSyncAgain?: (lead: CrmLead) => void;
}) {
  return (
    <Dialog open={lead !== null} onOpenChange={(on) => !on && onClose()}>
      {lead && (
        <DialogContent size="sm" title="CRM Sync Error" description={`${fullName(lead)} (${lead.email}) could not be sent to the partner.`}>
          <p className="text-xs font-medium text-slate-600">Error from the last attempt</p>
          <pre className="mt-1 max-h-28 overflow-y-auto rounded-md border border-red-300 bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-800">
            {lead.crmSyncError ?? 'No error details were recorded.'}
          </pre>
          <p className="mt-3 text-sm text-slate-700">It can be sent again: a partner that was down may take it now.</p>
          <DialogFooter className="mt-4">
            <DialogClose className={buttonClasses('outline', 'sm')}>Close</DialogClose>
            {onSyncAgain && (
              <Button
                size="sm"
                onClick={() => {
                  onSyncAgain(lead);
                  onClose();
                }}
              >
                Sync again
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
