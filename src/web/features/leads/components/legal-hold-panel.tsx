import { useState } from 'react';
import type { Lead } from '../../../../contract/leads/leads';
import { LegalHoldControls } from '../../../components/ui/legal-hold-controls';
import { useIsAdmin } from '../../../lib/current-member';
import { useUpdateLead } from '../api/update-lead';

/** A lead's legal hold, in the lead view. */
export function LegalHoldPanel({ lead }: { lead: Lead }) {
  const update = useUpdateLead();
  const [held, setHeld] = useState(lead.holdReason);
  return (
    <div className="border-t border-slate-100 pt-4">
      <LegalHoldControls
        id={`lead-hold-${lead.id}`}
        record="lead"
        holdReason={held}
        canChange={useIsAdmin()}
        pending={update.isPending}
        onChange={(changes) => update.mutate({ id: lead.id, changes }, { onSuccess: (saved) => setHeld(saved.holdReason) })}
      />
    </div>
  );
}
