import { useState } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

/**
 * A record's legal hold: while it stands the record is neither purged nor erased. Admins place it
 * with a reason and release it; others see it.
 */
export function LegalHoldControls({
  id,
  record,
  holdReason,
  canChange,
  pending,
  onChange,
}: {
  id: string;
  /** What is held, in words: 'lead', 'client account'. */
  record: string;
  holdReason: string | null;
  canChange: boolean;
  pending: boolean;
  onChange: (change: { legalHold: true; holdReason: string } | { legalHold: false }) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-navy-900">
        Legal hold
      </h3>
      {holdReason ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="text-sm wrap-anywhere text-amber-950" data-testid="hold-reason">
            Held: {holdReason}
          </p>
          {canChange && (
            <Button variant="outline" size="sm" disabled={pending} onClick={() => onChange({ legalHold: false })}>
              Release hold
            </Button>
          )}
        </div>
      ) : canChange ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The form sits inside dialogs with forms of their own.
            event.stopPropagation();
            if (reason.trim()) onChange({ legalHold: true, holdReason: reason.trim() });
          }}
        >
          <div className="min-w-56 flex-1">
            <Label htmlFor={`${id}-reason`}>Why must this {record} be kept?</Label>
            <Input id={`${id}-reason`} fieldSize="sm" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={!reason.trim() || pending}>
            Place legal hold
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">No hold. An admin can place one to keep this {record} from being deleted.</p>
      )}
    </section>
  );
}
