import { Copy } from 'lucide-react';
import { useState } from 'react';
import { DUPLICATE_REASON_LABELS, type LeadBrief } from '../../../../contract/leads/duplicates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useCurrentMember } from '../../../lib/current-member';
import { formatDateTime, fullName } from '../../../lib/format';
import { useDuplicateGroups, useMergeLead } from '../api/lead-desk';
import { mergePrompt } from './lead-duplicates';

/** A search for duplicates across the whole list: groups of leads that may be one person, each mergeable. */
export function DuplicateGroupsButton() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        Find duplicates
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <DuplicateGroups />}
      </Dialog>
    </div>
  );
}

function DuplicateGroups() {
  const groups = useDuplicateGroups(true);
  const merge = useMergeLead();
  const me = useCurrentMember();
  const [keeping, setKeeping] = useState<{ kept: LeadBrief; others: LeadBrief[] } | null>(null);
  const canMergeInto = (lead: LeadBrief) => me !== null && (me.isAdmin || lead.assignedTo === me.id);

  const mergeAll = async () => {
    if (!keeping) return;
    try {
      for (const other of keeping.others) await merge.mutateAsync({ id: keeping.kept.id, otherId: other.id });
    } finally {
      setKeeping(null);
    }
  };

  return (
    <DialogContent title="Possible duplicates" description="Leads that share a phone number, an email name, or a name and country." size="lg">
      {groups.isPending && <p className="text-sm text-slate-600">Looking for duplicates...</p>}
      {groups.isError && <p className="text-sm text-red-700">Could not look for duplicates.</p>}
      {groups.data?.length === 0 && <p className="text-sm text-slate-600">No possible duplicates.</p>}
      <ul className="grid gap-3">
        {groups.data?.map((group) => (
          <li key={`${group.reason}-${group.leads.map((l) => l.id).join('-')}`} className="rounded-lg border border-slate-200 p-3">
            <p className="mb-2 text-xs font-semibold text-slate-700">{DUPLICATE_REASON_LABELS[group.reason]}</p>
            <ul className="grid gap-1.5">
              {group.leads.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{fullName(lead)}</span>{' '}
                    <span className="text-slate-600">
                      · {lead.email} · {lead.phone} · {lead.country} · {formatDateTime(lead.createdAt)}
                    </span>
                  </span>
                  {canMergeInto(lead) && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Keep ${fullName(lead)} (${lead.email}) and merge the others into it`}
                      onClick={() => setKeeping({ kept: lead, others: group.leads.filter((other) => other.id !== lead.id) })}
                    >
                      Keep this one
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={keeping !== null}
        onOpenChange={(on) => !on && !merge.isPending && setKeeping(null)}
        title="Merge leads"
        message={keeping ? mergePrompt(keeping.kept, keeping.others) : ''}
        confirmLabel="Merge"
        busy={merge.isPending}
        onConfirm={() => void mergeAll()}
      />
    </DialogContent>
  );
}
