import { useState } from 'react';
import type { Lead } from '../../../../contract/leads/leads';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useIsAdmin } from '../../../lib/current-member';
import { useUpdateLead } from '../api/update-lead';

/** A lead's legal hold: while it stands the lead is neither purged nor erased. Admins place and release it. */
export function LegalHoldPanel({ lead }: { lead: Lead }) {
  const isAdmin = useIsAdmin();
  const update = useUpdateLead();
  const [held, setHeld] = useState(lead.holdReason);
  const [reason, setReason] = useState('');
  const change = (legalHold: boolean) =>
    update.mutate(
      { id: lead.id, changes: legalHold ? { legalHold, holdReason: reason.trim() } : { legalHold } },
      { onSuccess: (saved) => setHeld(saved.holdReason) },
    );

  return (
    <section aria-labelledby={`legal-hold-${lead.id}`} className="border-t border-slate-100 pt-4">
      <h3 id={`legal-hold-${lead.id}`} className="mb-2 text-sm font-semibold text-navy-900">
        Legal hold
      </h3>
      {held ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="text-sm text-amber-950" data-testid="hold-reason">
            Held: {held}
          </p>
          {isAdmin && (
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => change(false)}>
              Release hold
            </Button>
          )}
        </div>
      ) : isAdmin ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) change(true);
          }}
        >
          <div className="min-w-56 flex-1">
            <Label htmlFor={`hold-reason-${lead.id}`}>Why must this lead be kept?</Label>
            <Input
              id={`hold-reason-${lead.id}`}
              fieldSize="sm"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={!reason.trim() || update.isPending}>
            Place legal hold
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">No hold. An admin can place one to keep this lead from being deleted.</p>
      )}
    </section>
  );
}
