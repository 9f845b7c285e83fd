import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../contract/shared/money';
import { PAYOUT_STATUS_LABELS, PAYOUT_TRANSITIONS, type Payout, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdatePayout } from '../api/update-payout';
import { formatDateTime } from '../../../lib/format';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';

const NOTES_MAX = 2000;

/** Updates a payout request; only the moves its current status allows are offered. */
export function PayoutUpdateDialog({ request, onDone }: { request: Payout; onDone: () => void }) {
  const update = useUpdatePayout();
  const moves = PAYOUT_TRANSITIONS[request.status];
  const final = moves.length === 0;
  const [status, setStatus] = useState<PayoutStatus>(request.status);
  const [notes, setNotes] = useState(request.adminNotes ?? '');
  const client = request.clientEmail ?? `Account #${request.clientAccountId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: request.id, status, adminNotes: notes.trim() || null }, { onSuccess: onDone });
  };

  return (
    <DialogContent title="Update Withdrawal Request" description={`${formatMoney(request.amount, request.currency)} for ${client}`}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-600">Method</dt>
            <dd>{METHOD_LABELS[request.withdrawalMethod]}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">Current status</dt>
            <dd>
              <PayoutStatusBadge status={request.status} />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-slate-600">Details</dt>
            <dd>
              <PayoutDetails request={request} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">Requested</dt>
            <dd>{formatDateTime(request.createdAt)}</dd>
          </div>
          {request.processedAt && (
            <div>
              <dt className="text-xs font-medium text-slate-600">Last processed</dt>
              <dd>
                {formatDateTime(request.processedAt)}
                {request.processedBy ? ` by ${request.processedBy}` : ''}
              </dd>
            </div>
          )}
        </dl>
        <div>
          <Label htmlFor="withdrawal-status">Status</Label>
          <Select
            id="withdrawal-status"
            fieldSize="sm"
            value={status}
            disabled={final}
            aria-describedby="withdrawal-status-hint"
            onChange={(event) => setStatus(event.target.value as PayoutStatus)}
          >
            <option value={request.status}>{PAYOUT_STATUS_LABELS[request.status]} (current)</option>
            {moves.map((next) => (
              <option key={next} value={next}>
                {PAYOUT_STATUS_LABELS[next]}
              </option>
            ))}
          </Select>
          <p id="withdrawal-status-hint" className="mt-1 text-xs text-slate-600">
            {final
              ? `A ${PAYOUT_STATUS_LABELS[request.status].toLowerCase()} request is final.`
              : 'Completing moves the amount from recovered to transferred; rejecting frees the balance again.'}
          </p>
        </div>
        <div>
          <Label htmlFor="withdrawal-notes">Admin notes</Label>
          <Textarea id="withdrawal-notes" className="min-h-28" maxLength={NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Request'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
