import { z } from 'zod';
import { CLAIM_TYPE_LABELS, CLAIM_TYPES } from '../../../../contract/claims/claim-rules';
import { type CreateClaimInput, createClaimSchema } from '../../../../contract/claims/claims';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { formatDate } from '../../../lib/format';
import { useOpenClaim } from '../api/open-claim';
import { checkedByContract, orNull } from '../lib/form-from-contract';
import { formatPaymentAmount } from '../lib/payment-amount';
import type { ListedPayment } from './payment-item';

const fields = z.object({
  type: z.enum(CLAIM_TYPES),
  counterparty: z.string(),
  paymentIds: z.array(z.number()),
  amountClaimed: z.string(),
  reference: z.string(),
  expectedDeliveryDate: z.string(),
  paymentServiceComplaint: z.boolean(),
});
type Values = z.output<typeof fields>;
const toBody = (v: Values): CreateClaimInput => ({
  type: v.type,
  counterparty: v.counterparty,
  paymentIds: v.paymentIds,
  amountClaimed: orNull(v.amountClaimed),
  reference: orNull(v.reference),
  expectedDeliveryDate: v.type === 'chargeback' ? orNull(v.expectedDeliveryDate) : null,
  paymentServiceComplaint: v.type === 'firm_complaint' && v.paymentServiceComplaint,
});
const formSchema = checkedByContract(fields, toBody, createClaimSchema);

/** Opens a claim over some of the account's payments; the rules' warnings come with it, never a refusal. */
export function OpenClaimDialog({ accountId, payments, onDone }: { accountId: number; payments: readonly ListedPayment[]; onDone: () => void }) {
  const open = useOpenClaim(accountId);
  const form = useZodForm(formSchema, {
    defaultValues: {
      type: 'app_reimbursement',
      counterparty: '',
      paymentIds: [],
      amountClaimed: '',
      reference: '',
      expectedDeliveryDate: '',
      paymentServiceComplaint: false,
    },
  });
  const type = form.watch('type');
  const chosen = form.watch('paymentIds');
  const id = (name: string) => `open-claim-${accountId}-${name}`;
  const toggle = (paymentId: number, on: boolean) =>
    form.setValue('paymentIds', on ? [...chosen, paymentId] : chosen.filter((other) => other !== paymentId), {
      shouldValidate: form.formState.isSubmitted,
    });
  const paymentsError = form.formState.errors.paymentIds?.message;
  const submit = form.handleSubmit((values) => open.mutate(toBody(values), { onSuccess: onDone }));
  return (
    <DialogContent title="Open a claim" description="Claims that do not fit the usual rules can still be recorded: you are told why they may fail.">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="type" id={id('type')} label="Type of claim">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={CLAIM_TYPES} label={(value) => CLAIM_TYPE_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="counterparty" id={id('counterparty')} label="Made to" hint="The bank, card provider, firm or body.">
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        <fieldset className="sm:col-span-2" aria-describedby={paymentsError ? id('payments-error') : undefined}>
          <legend className="text-sm font-medium text-navy-900">Payments it is about</legend>
          <ul className="mt-1 grid gap-1">
            {payments.map((payment) => (
              <li key={payment.id} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={id(`payment-${payment.id}`)}
                  checked={chosen.includes(payment.id)}
                  onChange={(event) => toggle(payment.id, event.target.checked)}
                />
                <label htmlFor={id(`payment-${payment.id}`)}>
                  {formatPaymentAmount(payment.amount, payment.currency)} on {formatDate(payment.paidAt)}, from {payment.payerInstitution}
                  {payment.status === 'reported' && ' (reported, not confirmed)'}
                </label>
              </li>
            ))}
          </ul>
          <FieldError id={id('payments-error')} message={paymentsError} />
        </fieldset>
        <FormField form={form} name="amountClaimed" id={id('amount')} label="Amount claimed (optional)" hint="Blank: the payments' total.">
          {(control) => <Input inputMode="decimal" fieldSize="sm" autoComplete="off" {...control} />}
        </FormField>
        <FormField form={form} name="reference" id={id('reference')} label="Their reference (optional)">
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        {type === 'chargeback' && (
          <FormField
            form={form}
            name="expectedDeliveryDate"
            id={id('delivery')}
            label="Expected delivery date (optional)"
            hint="For goods or services never delivered, the time limit counts from this day."
          >
            {(control) => <Input type="date" fieldSize="sm" {...control} />}
          </FormField>
        )}
        {type === 'firm_complaint' && (
          <div className="flex items-start gap-2 sm:col-span-2">
            <Checkbox id={id('payment-service')} {...form.register('paymentServiceComplaint')} />
            <label htmlFor={id('payment-service')} className="text-sm">
              A complaint about a payment service (the firm has 15 business days to answer, not 8 weeks)
            </label>
          </div>
        )}
        <div className="sm:col-span-2">
          <DialogFormFooter pending={open.isPending} label="Open claim" pendingLabel="Opening..." />
        </div>
      </form>
    </DialogContent>
  );
}
