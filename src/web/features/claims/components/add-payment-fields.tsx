import { isCryptoCurrency, PAYMENT_CURRENCIES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../contract/claims/payments';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { todayIso } from '../../../components/ui/status-pill';
import { useProofDocuments } from '../api/get-proof-documents';
import { CheckboxChoices } from './checkbox-choices';
import type { AddPaymentForm } from './use-add-payment-form';

interface FieldsProps {
  form: AddPaymentForm;
  /** The id of one of the form's controls. */
  id: (name: string) => string;
}

/** When, how, how much and in what currency. */
export function PaymentWhenAndHowFields({ form, id }: FieldsProps) {
  return (
    <>
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
    </>
  );
}

/** Where the money went from and to: the wallet only for crypto, the reference named for the method. */
export function PaymentPartiesFields({ form, id }: FieldsProps) {
  const method = form.watch('method');
  const crypto = method === 'crypto_transfer' || isCryptoCurrency(form.watch('currency') ?? '');
  return (
    <>
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
    </>
  );
}

/** The client's received documents to attach as proof; nothing when there are none. */
export function PaymentProofChoices({ form, id, accountId }: FieldsProps & { accountId: number }) {
  const proofs = useProofDocuments(accountId);
  if (proofs.length === 0) return null;
  return (
    <CheckboxChoices
      legend="Proof from the client's documents (optional)"
      items={proofs}
      chosen={form.watch('documentIds') ?? []}
      idFor={(document) => id(`proof-${document.id}`)}
      onChange={(chosen) => form.setValue('documentIds', chosen)}
      label={(document) => document.title}
    />
  );
}
