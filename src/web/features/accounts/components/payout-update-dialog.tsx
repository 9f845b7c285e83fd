import { useState } from 'react';
import { formatMoney } from '../../../../contract/shared/money';
import {
  PAYMENT_REFERENCE_MESSAGES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TRANSITIONS,
  updatePayoutSchema,
  type Payout,
  type PayoutStatus,
} from '../../../../contract/accounts/payouts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogClose, DialogContent, DialogFooter, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RejectionReasonField } from '../../../components/ui/rejection-reason-field';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { type PayoutUpdate, useUpdatePayout } from '../api/update-payout';
import { payoutClient } from './payout-parts';
import { HOLDER_MISMATCH_WARNING, NO_BANK_ACCOUNT_WARNING } from './payout-bank-facts';
import { PayoutFacts } from './payout-facts';
import { Input } from '../../../components/ui/input';
import { useIsAdmin, useRoleWord } from '../../../lib/current-member';

const NOTES_MAX = 2000;

type PayoutUpdateForm = ReturnType<typeof useZodForm<typeof updatePayoutSchema>>;

/** Said again before a bank payout is completed: no account given in the portal, or one not in the client's name. */
function bankWarning(request: Payout): string {
  if (request.withdrawalMethod !== 'bank') return '';
  if (!request.bankAccountGiven) return `${NO_BANK_ACCOUNT_WARNING} `;
  return request.holderMatchesClient === false ? `${HOLDER_MISMATCH_WARNING} ` : '';
}

/**
 * A payout request. An open one is moved along its flow (completing asks first: it is final and moves money);
 * a completed or rejected one has no move left (PAYOUT_TRANSITIONS, as the server), so it opens read-only and
 * only its notes (and, for an admin, a rejection's reason) can still be edited.
 */
export function PayoutUpdateDialog({ request, onDone }: { request: Payout; onDone: () => void }) {
  const final = PAYOUT_TRANSITIONS[request.status].length === 0;
  const [editing, setEditing] = useState(false);
  const amount = formatMoney(request.amount, request.currency);
  return (
    <DialogContent title={final ? 'Withdrawal Request' : 'Update Withdrawal Request'} description={`${amount} for ${payoutClient(request)}`}>
      {final && !editing ? (
        <div className="grid gap-4">
          <PayoutFacts request={request} closed />
          <p className="text-sm text-slate-700">
            A {PAYOUT_STATUS_LABELS[request.status].toLowerCase()} request is final: its status cannot change.
          </p>
          <DialogFooter>
            <DialogClose className={buttonClasses('outline', 'sm')}>Close</DialogClose>
            <Button size="sm" onClick={() => setEditing(true)}>
              Edit notes
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <PayoutForm request={request} final={final} onDone={onDone} />
      )}
    </DialogContent>
  );
}

function PayoutForm({ request, final, onDone }: { request: Payout; final: boolean; onDone: () => void }) {
  const update = useUpdatePayout();
  const isAdmin = useIsAdmin();
  const roleWord = useRoleWord();
  const [confirming, setConfirming] = useState<PayoutUpdate | null>(null);
  // Completing or rejecting money going out is an admin's decision (the server refuses it to a caseworker).
  const moves = PAYOUT_TRANSITIONS[request.status].filter((status) => isAdmin || (status !== 'completed' && status !== 'rejected'));
  const form = useZodForm(updatePayoutSchema, {
    defaultValues: {
      status: request.status,
      adminNotes: request.adminNotes ?? '',
      reason: request.reason ?? '',
      paymentReference: request.paymentReference ?? '',
    },
  });
  // The reference is given when completing; a completed payout keeps the one recorded.
  const completing = form.watch('status') === 'completed' && request.status !== 'completed';
  const amount = formatMoney(request.amount, request.currency);

  const submit = form.handleSubmit(({ status, adminNotes, reason, paymentReference }) => {
    const change: PayoutUpdate = {
      id: request.id,
      status,
      adminNotes: adminNotes || null,
      reason: reason || null,
      ...(status === 'completed' && request.status !== 'completed' ? { paymentReference: paymentReference || null } : {}),
    };
    if (change.paymentReference === null) {
      form.setError('paymentReference', { message: PAYMENT_REFERENCE_MESSAGES.required }, { shouldFocus: true });
      return;
    }
    // Completing is final and pays the client: it is confirmed first, naming who and how much.
    if (status === 'completed' && request.status !== 'completed') setConfirming(change);
    else update.mutate(change, { onSuccess: onDone });
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <PayoutFacts request={request} closed={false} />
        {!final && <PayoutStatusField form={form} request={request} moves={moves} />}
        {completing && isAdmin && (
          <FormField
            form={form}
            name="paymentReference"
            id="payout-payment-reference"
            label="Payment reference"
            dense
            hint="The bank's reference or the transaction hash of the transfer; the client sees it with the payout."
          >
            {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
          </FormField>
        )}
        <RejectionReasonField form={form} id="payout-reason" readOnly={!isAdmin} />
        <FormField form={form} name="adminNotes" id="payout-notes" label={`${roleWord} notes (staff only)`}>
          {(control) => <Textarea className="min-h-28" maxLength={NOTES_MAX} {...control} />}
        </FormField>
        <DialogFormFooter
          pending={update.isPending}
          label={final ? 'Save Notes' : 'Update Request'}
          pendingLabel={final ? 'Saving...' : 'Updating...'}
        />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Complete this payout?"
        message={`${request.setUp?.secondLook ? `${request.setUp.secondLook} ` : ''}${bankWarning(request)}Mark ${amount} as paid to ${payoutClient(request)}? This is final: the amount moves from the client's recovered balance to transferred, and the request cannot be changed afterwards.`}
        confirmLabel={`Complete payout of ${amount}`}
        busy={update.isPending}
        busyLabel="Completing..."
        onConfirm={() => confirming && update.mutate(confirming, { onSuccess: onDone, onSettled: () => setConfirming(null) })}
      />
    </>
  );
}

/** The status to move the request to: its current one, or a move open to this member (an admin's are all of them). */
function PayoutStatusField({ form, request, moves }: { form: PayoutUpdateForm; request: Payout; moves: readonly PayoutStatus[] }) {
  const isAdmin = useIsAdmin();
  return (
    <FormField
      form={form}
      name="status"
      id="payout-status"
      label="Status"
      dense
      hint={
        isAdmin
          ? 'Completing moves the amount from recovered to transferred; rejecting frees the balance again.'
          : `Only an admin can complete or reject a request; you can add notes${moves.length > 0 ? ' and mark it as processing' : ''}.`
      }
    >
      {(control) => (
        <Select fieldSize="sm" {...control}>
          <option value={request.status}>{PAYOUT_STATUS_LABELS[request.status]} (current)</option>
          <Options values={moves} label={(value) => PAYOUT_STATUS_LABELS[value]} />
        </Select>
      )}
    </FormField>
  );
}
