import { z } from 'zod';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_MOVES, CLAIM_STATUSES, isDecidedClaim } from '../../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS } from '../../../../contract/claims/rules/claim-types';
import { type Claim, type ClaimEventInput, claimEventSchema } from '../../../../contract/claims/claims';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { todayIso } from '../../../components/ui/status-pill';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useRecordClaimEvent } from '../api/record-claim-event';
import { checkedByContract, orNull } from '../lib/form-from-contract';

const fields = z.object({
  status: z.enum(CLAIM_STATUSES),
  at: z.string(),
  note: z.string(),
  visibleToClient: z.boolean(),
  finalResponseAt: z.string(),
  amountDecided: z.string(),
});
type Values = z.output<typeof fields>;
const upheld = (status: string) => status === 'upheld' || status === 'partly_upheld';
const toBody = (v: Values): ClaimEventInput => ({
  status: v.status,
  at: v.at || undefined,
  note: orNull(v.note),
  visibleToClient: v.visibleToClient,
  finalResponseAt: isDecidedClaim(v.status) ? orNull(v.finalResponseAt) : null,
  amountDecided: upheld(v.status) ? orNull(v.amountDecided) : null,
});
const formSchema = checkedByContract(fields, toBody, claimEventSchema);

/** Records that a claim moved on: only to a status the flow allows from where it stands. */
export function ClaimEventDialog({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const record = useRecordClaimEvent(claim.clientAccountId);
  const moves = CLAIM_STATUS_MOVES[claim.status];
  const form = useZodForm(formSchema, {
    defaultValues: { status: moves[0], at: todayIso(), note: '', visibleToClient: false, finalResponseAt: '', amountDecided: '' },
  });
  const status = form.watch('status');
  const id = (name: string) => `claim-event-${claim.id}-${name}`;
  const submit = form.handleSubmit((values) => record.mutate({ claimId: claim.id, event: toBody(values) }, { onSuccess: onDone }));
  return (
    <DialogContent
      title="Record a change"
      description={`${CLAIM_TYPE_LABELS[claim.type]} to ${claim.counterparty}, now ${CLAIM_STATUS_LABELS[claim.status].toLowerCase()}.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="status" id={id('status')} label="New status">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={moves} label={(value) => CLAIM_STATUS_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="at" id={id('at')} label="When it happened">
          {(control) => <Input type="date" fieldSize="sm" max={todayIso()} {...control} />}
        </FormField>
        {isDecidedClaim(status) && (
          <FormField form={form} name="finalResponseAt" id={id('final')} label="Date of their final response (optional)">
            {(control) => <Input type="date" fieldSize="sm" max={todayIso()} {...control} />}
          </FormField>
        )}
        {upheld(status) && (
          <FormField form={form} name="amountDecided" id={id('amount')} label="Amount they will pay (optional)">
            {(control) => <Input inputMode="decimal" fieldSize="sm" autoComplete="off" {...control} />}
          </FormField>
        )}
        <FormField form={form} name="note" id={id('note')} label="Note (optional)" className="sm:col-span-2">
          {(control) => <Textarea className="min-h-20" maxLength={5000} {...control} />}
        </FormField>
        <div className="flex items-start gap-2 sm:col-span-2">
          <Checkbox id={id('visible')} {...form.register('visibleToClient')} />
          <label htmlFor={id('visible')} className="text-sm">
            Show this change and its note to the client (it goes on their case timeline and they are emailed)
          </label>
        </div>
        <div className="sm:col-span-2">
          <DialogFormFooter pending={record.isPending} label="Record change" pendingLabel="Recording..." />
        </div>
      </form>
    </DialogContent>
  );
}
