import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { PaymentPartiesFields, PaymentProofChoices, PaymentWhenAndHowFields } from './add-payment-fields';
import { useAddPaymentForm } from './use-add-payment-form';

/** Records a payment the victim made to the scam, as staff found it (a statement, the chain): confirmed at once. */
export function AddPaymentDialog({ accountId, currency, onDone }: { accountId: number; currency: string; onDone: () => void }) {
  const { form, submit, pending } = useAddPaymentForm(accountId, currency, onDone);
  const id = (name: string) => `add-payment-${accountId}-${name}`;
  return (
    <DialogContent
      title="Add a payment"
      description="A payment the client made to the scam, as the evidence shows it. Recorded here it counts as confirmed."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <PaymentWhenAndHowFields form={form} id={id} />
        <PaymentPartiesFields form={form} id={id} />
        <FormField form={form} name="note" id={id('note')} label="Note (optional)" className="sm:col-span-2">
          {(control) => <Textarea className="min-h-16" maxLength={2000} {...control} />}
        </FormField>
        <PaymentProofChoices form={form} id={id} accountId={accountId} />
        <div className="sm:col-span-2">
          <DialogFormFooter pending={pending} label="Add payment" pendingLabel="Adding..." />
        </div>
      </form>
    </DialogContent>
  );
}
