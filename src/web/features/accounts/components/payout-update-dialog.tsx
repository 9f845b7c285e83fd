import { formatMoney } from '../../../../contract/shared/money';
import { PAYOUT_STATUS_LABELS, PAYOUT_TRANSITIONS, updatePayoutSchema, type Payout } from '../../../../contract/accounts/payouts';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RejectionReasonField } from '../../../components/ui/rejection-reason-field';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useUpdatePayout } from '../api/update-payout';
import { formatDateTime } from '../../../lib/format';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';
import { useIsAdmin, useRoleWord } from '../../../lib/current-member';

const NOTES_MAX = 2000;

/** Updates a payout request; only the moves its current status allows are offered. */
export function PayoutUpdateDialog({ request, onDone }: { request: Payout; onDone: () => void }) {
  const update = useUpdatePayout();
  const isAdmin = useIsAdmin();
  const roleWord = useRoleWord();
  const final = PAYOUT_TRANSITIONS[request.status].length === 0;
  // Completing or rejecting money going out is an admin's decision (the server refuses it to a caseworker).
  const moves = PAYOUT_TRANSITIONS[request.status].filter((status) => isAdmin || (status !== 'completed' && status !== 'rejected'));
  const form = useZodForm(updatePayoutSchema, {
    defaultValues: { status: request.status, adminNotes: request.adminNotes ?? '', reason: request.reason ?? '' },
  });
  const client = request.clientEmail ?? `Account #${request.clientAccountId}`;

  const submit = form.handleSubmit(({ status, adminNotes, reason }) =>
    update.mutate({ id: request.id, status, adminNotes: adminNotes || null, reason: reason || null }, { onSuccess: onDone }),
  );

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
        <FormField
          form={form}
          name="status"
          id="withdrawal-status"
          label="Status"
          dense
          hint={
            final
              ? `A ${PAYOUT_STATUS_LABELS[request.status].toLowerCase()} request is final.`
              : isAdmin
                ? 'Completing moves the amount from recovered to transferred; rejecting frees the balance again.'
                : `Only an admin can complete or reject a request; you can add notes${moves.length > 0 ? ' and mark it as processing' : ''}.`
          }
        >
          {(control) => (
            <Select fieldSize="sm" disabled={final} {...control}>
              <option value={request.status}>{PAYOUT_STATUS_LABELS[request.status]} (current)</option>
              <Options values={moves} label={(value) => PAYOUT_STATUS_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <RejectionReasonField form={form} id="withdrawal-reason" readOnly={!isAdmin} />
        <FormField form={form} name="adminNotes" id="withdrawal-notes" label={`${roleWord} notes (staff only)`}>
          {(control) => <Textarea className="min-h-28" maxLength={NOTES_MAX} {...control} />}
        </FormField>
        <DialogFormFooter pending={update.isPending} label="Update Request" pendingLabel="Updating..." />
      </form>
    </DialogContent>
  );
}
