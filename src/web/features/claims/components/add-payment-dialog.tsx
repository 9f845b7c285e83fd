import {
  createPaymentSchema,
  isCryptoCurrency,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../../../contract/claims/payments';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { todayIso } from '../../../components/ui/status-pill';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { useProofDocuments } from '../api/get-proof-documents';
import { useRecordPayment } from '../api/record-payment';
import { refusedField } from '../lib/payment-refusal';

/** Records a payment the victim made to the scam, as staff found it (a statement, the chain): confirmed at once. */
export function AddPaymentDialog({ accountId, currency, onDone }: { accountId: number; currency: string; onDone: () => void }) {
  const record = useRecordPayment(accountId);
  const form = useZodForm(createPaymentSchema, {
    defaultValues: {
      paidAt: todayIso(),
      amount: '',
      currency: (PAYMENT_CURRENCIES as readonly string[]).includes(currency) ? (currency as (typeof PAYMENT_CURRENCIES)[number]) : 'GBP',
      method: 'faster_payment',
      payerInstitution: '',
      payee: '',
      walletAddress: '',
      reference: '',
      note: '',
      documentIds: [],
    },
  });
  const proofs = useProofDocuments(accountId);
  const proof = form.watch('documentIds') ?? [];
  const toggleProof = (documentId: number, on: boolean) =>
    form.setValue('documentIds', on ? [...proof, documentId] : proof.filter((other) => other !== documentId));
  const method = form.watch('method');
  const coin = form.watch('currency');
  const crypto = method === 'crypto_transfer' || isCryptoCurrency(coin ?? '');
  const id = (name: string) => `add-payment-${accountId}-${name}`;
  const submit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        const refused = refusedField(error);
        if (refused) form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
        else toast({ title: 'Payment not recorded', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    }),
  );
  return (
    <DialogContent
      title="Add a payment"
      description="A payment the client made to the scam, as the evidence shows it. Recorded here it counts as confirmed."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="paidAt" id={id('paid-at')} label="Date paid">
          {(control) => <Input type="date" fieldSize="sm" max={todayIso()} {...control} />}
        </FormField>
        <FormField form={form} name="method" id={id('method')} label="How they paid">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={PAYMENT_METHODS} label={(value) => PAYMENT_METHOD_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="amount" id={id('amount')} label="Amount">
          {(control) => <Input inputMode="decimal" fieldSize="sm" autoComplete="off" {...control} />}
        </FormField>
        <FormField form={form} name="currency" id={id('currency')} label="Currency">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={PAYMENT_CURRENCIES} />
            </Select>
          )}
        </FormField>
        <FormField
          form={form}
          name="payerInstitution"
          id={id('payer')}
          label="Paid from (bank or provider)"
          hint="The bank, card issuer or exchange the money left from."
        >
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        <FormField form={form} name="payee" id={id('payee')} label="Paid to (optional)">
          {(control) => <Input fieldSize="sm" maxLength={300} {...control} />}
        </FormField>
        {crypto && (
          <FormField form={form} name="walletAddress" id={id('wallet')} label="Wallet address sent to (optional)" className="sm:col-span-2">
            {(control) => <Input fieldSize="sm" maxLength={200} autoComplete="off" spellCheck={false} className="font-mono" {...control} />}
          </FormField>
        )}
        <FormField
          form={form}
          name="reference"
          id={id('reference')}
          label={method === 'crypto_transfer' ? 'Transaction hash (optional)' : 'Reference (optional)'}
          className="sm:col-span-2"
        >
          {(control) => <Input fieldSize="sm" maxLength={200} autoComplete="off" spellCheck={false} {...control} />}
        </FormField>
        <FormField form={form} name="note" id={id('note')} label="Note (optional)" className="sm:col-span-2">
          {(control) => <Textarea className="min-h-16" maxLength={2000} {...control} />}
        </FormField>
        {proofs.length > 0 && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-navy-900">Proof from the client's documents (optional)</legend>
            <ul className="mt-1 grid gap-1">
              {proofs.map((document) => (
                <li key={document.id} className="flex items-start gap-2 text-sm">
                  <Checkbox
                    id={id(`proof-${document.id}`)}
                    checked={proof.includes(document.id)}
                    onChange={(event) => toggleProof(document.id, event.target.checked)}
                  />
                  <label htmlFor={id(`proof-${document.id}`)}>{document.title}</label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className="sm:col-span-2">
          <DialogFormFooter pending={record.isPending} label="Add payment" pendingLabel="Adding..." />
        </div>
      </form>
    </DialogContent>
  );
}
