import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatDate } from '../../../lib/format';
import { formatPaymentAmount } from '../lib/payment-amount';
import { CheckboxChoices } from './checkbox-choices';
import type { ListedPayment } from './payment-item';
import type { OpenClaimForm } from './use-open-claim-form';

interface FieldsProps {
  form: OpenClaimForm;
  /** The id of one of the form's controls. */
  id: (name: string) => string;
}

/** The account's payments to tick, the claim being about at least one. */
export function ClaimPaymentsFieldset({ form, id, payments }: FieldsProps & { payments: readonly ListedPayment[] }) {
  return (
    <CheckboxChoices
      legend="Payments it is about"
      items={payments}
      chosen={form.watch('paymentIds')}
      idFor={(payment) => id(`payment-${payment.id}`)}
      onChange={(chosen) => form.setValue('paymentIds', chosen, { shouldValidate: form.formState.isSubmitted })}
      error={{ id: id('payments-error'), message: form.formState.errors.paymentIds?.message }}
      label={(payment) => (
        <>
          {formatPaymentAmount(payment.amount, payment.currency)} on {formatDate(payment.paidAt)}, from {payment.payerInstitution}
          {payment.status === 'reported' && ' (reported, not confirmed)'}
        </>
      )}
    />
  );
}

/** What only some types of claim ask: a chargeback's delivery date, a firm complaint about a payment service. */
export function ClaimTypeFields({ form, id }: FieldsProps) {
  const type = form.watch('type');
  return (
    <>
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
    </>
  );
}
