import { useState } from 'react';
import { DUPLICATE_REASON_LABELS, type LeadBrief } from '../../../../contract/leads/duplicates';
import type { Lead } from '../../../../contract/leads/lead';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCurrentMember } from '../../../lib/current-member';
import { formatDateTime, fullName } from '../../../lib/format';
import { useLeadDuplicates, useMergeLead } from '../api/lead-desk';

type Named = { firstName: string; lastName: string; email: string };
/** A lead as a person reads it: duplicates often share a name, so the email tells them apart. */
const who = (lead: Named) => `${fullName(lead)} (${lead.email})`;
const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The merge's confirmation: which lead is kept, which are merged into it, and what that does. */
export const mergePrompt = (kept: Named, merged: Named[]) =>
  merged.length === 1
    ? `Keep ${who(kept)} and merge ${who(merged[0])} into it? The merged lead's notes, history, chats and CRM state move to the kept lead, its whole record stays in the kept lead's history, and it leaves the list.`
    : `Keep ${who(kept)} and merge ${listed(merged.map(who))} into it? The merged leads' notes, history, chats and CRM state move to the kept lead, each whole record stays in the kept lead's history, and they leave the list.`;

/** Leads that may be the same person as this one, strongest match first, each mergeable into it. */
export function LeadDuplicates({ lead }: { lead: Lead }) {
  const duplicates = useLeadDuplicates(lead.id);
  const merge = useMergeLead();
  const me = useCurrentMember();
  const [merging, setMerging] = useState<LeadBrief | null>(null);
  // Admins and the lead's own caseworker may merge into it (the server holds the same rule).
  const canMerge = me !== null && (me.isAdmin || lead.assignedTo === me.id);
  if (duplicates.isPending) return <p className="text-sm text-slate-600">Looking for duplicates...</p>;
  if (duplicates.isError) return <p className="text-sm text-red-700">Could not look for duplicates.</p>;
  if (duplicates.data.length === 0) return <p className="text-sm text-slate-600">No possible duplicates.</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label="Possible duplicates">
        {duplicates.data.map(({ lead: other, reasons }) => (
          <li
            key={other.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {fullName(other)} <span className="font-normal text-slate-600">· {other.email}</span>
              </p>
              <p className="text-xs text-slate-700">
                {reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(' · ')} · {other.phone} · {other.country} · received{' '}
                {formatDateTime(other.createdAt)}
              </p>
            </div>
            {canMerge && (
              <Button variant="outline" size="sm" onClick={() => setMerging(other)}>
                Merge into this lead
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={merging !== null}
        onOpenChange={(open) => !open && setMerging(null)}
        title="Merge leads"
        message={merging ? mergePrompt(lead, [merging]) : ''}
        confirmLabel="Merge"
        busy={merge.isPending}
        onConfirm={() => merging && merge.mutate({ id: lead.id, otherId: merging.id }, { onSettled: () => setMerging(null) })}
      />
    </>
  );
}
