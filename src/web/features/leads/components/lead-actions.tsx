import { useState } from 'react';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { Lead } from '../../../../contract/leads/lead';
import { LegalHoldControls } from '../../../components/ui/legal-hold-controls';
import { PersonalDataButton } from '../../../components/ui/personal-data-button';
import { useCurrentMember, useIsAdmin } from '../../../lib/current-member';
import { Button } from '../../../components/ui/button';
import { useUpdateLead } from '../api/update-lead';

/** A lead's legal hold, in the lead view. */
export function LegalHoldPanel({ lead }: { lead: Lead }) {
  const update = useUpdateLead();
  const [held, setHeld] = useState(lead.holdReason);
  const isAdmin = useIsAdmin();
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-4">
      {isAdmin && (
        <div>
          <PersonalDataButton
            endpoint={leadEndpoints.exportPerson}
            input={{ params: { id: lead.id } }}
            fileName={`lead-${lead.id}-personal-data.zip`}
          />
        </div>
      )}
      <LegalHoldControls
        id={`lead-hold-${lead.id}`}
        record="lead"
        holdReason={held}
        canChange={isAdmin}
        pending={update.isPending}
        onChange={(changes) => update.mutate({ id: lead.id, changes }, { onSuccess: (saved) => setHeld(saved.holdReason) })}
      />
    </div>
  );
}

/** Takes a lead into the signed-in member's queue. */
export function AssignToMe({ lead, onAssigned }: { lead: Lead; onAssigned?: () => void }) {
  const me = useCurrentMember();
  const update = useUpdateLead();
  if (!me || lead.assignedTo === me.id) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={update.isPending}
      onClick={() => update.mutate({ id: lead.id, changes: { assignedTo: me.id } }, { onSuccess: onAssigned })}
    >
      Assign to me
    </Button>
  );
}
