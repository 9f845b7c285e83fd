import { useEffect } from 'react';
import {
  isCryptoCurrency,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  reportPaymentSchema,
} from '../../../../contract/claims/payments';
import { londonDate } from '../../../../contract/shared/business-days';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { SubmitOrCancel } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { refusedField } from '../lib/payment-refusal';
import { useReportPayment } from './api';

const emptyReport = (accountId: number) => ({
  clientAccountId: accountId,
  paidAt: '',
  amount: '',
  currency: 'GBP' as const,
  method: 'faster_payment' as const,
  payerInstitution: '',
  payee: '',
  walletAddress: '',
  reference: '',
  note: '',
});

type ReportForm = ReturnType<typeof useReportForm>;
const useReportForm = (accountId: number) => useZodForm(reportPaymentSchema, { defaultValues: emptyReport(accountId) });

/** Where the money left from and went to, in a bank transfer's words or a crypto transfer's. */
function PaidFromAndTo({ form, crypto }: { form: ReportForm; crypto: boolean }) {
  return (
    <>
      <FormField
        form={form}
        name="payerInstitution"
        id="payment-payer"
        label="The bank or provider you paid from"
        hint={crypto ? 'For example the exchange or wallet app you sent it from' : 'For example your bank or card provider'}
      >
        {(control) => <Input maxLength={200} {...control} />}
      </FormField>
      {crypto ? (
        <FormField form={form} name="walletAddress" id="payment-wallet" label="The wallet address you sent it to">
          {(control) => <Input maxLength={200} autoComplete="off" spellCheck={false} className="font-mono" {...control} />}
        </FormField>
      ) : (
        <FormField
          form={form}
          name="payee"
          id="payment-payee"
          label="Who you paid"
          hint="Their name, and their account number and sort code if you have them"
        >
          {(control) => <Input maxLength={300} {...control} />}
        </FormField>
      )}
      <FormField
        form={form}
        name="reference"
        id="payment-reference"
        label={crypto ? 'Transaction hash (transaction ID)' : 'Payment reference'}
        hint={crypto ? 'You will find it in your wallet or exchange history, if you have it' : 'As it shows on your statement, if there was one'}
      >
        {(control) => <Input maxLength={200} autoComplete="off" spellCheck={false} className={crypto ? 'font-mono' : undefined} {...control} />}
      </FormField>
    </>
  );
}

/** "Add a payment you made": the form, checked by the same rules as the server; its refusals are said at the field. */
export function PaymentForm({ accountId, onDone }: { accountId: number; onDone: () => void }) {
  const report = useReportPayment();
  const form = useReportForm(accountId);
  const { setFocus } = form;
  useEffect(() => setFocus('paidAt'), [setFocus]);
  const crypto = form.watch('method') === 'crypto_transfer' || isCryptoCurrency(form.watch('currency'));

  const submit = form.handleSubmit((values) =>
    report.mutate(crypto ? values : { ...values, walletAddress: null }, {
      onSuccess: onDone,
      onError: (error) => {
        const refused = refusedField(error);
        const message = serverMessage(error);
        if (refused) form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
        else
          toast({
            title: 'Your payment was not added',
            description: (isApiError(error) && error.status < 500 && message) || 'Please try again.',
            variant: 'destructive',
          });
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a payment you made"
      className="mb-5 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="paidAt" id="payment-paid-at" label="Date you paid">
          {(control) => <Input type="date" max={londonDate(new Date())} {...control} />}
        </FormField>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField form={form} name="amount" id="payment-amount" label="Amount">
            {(control) => <Input inputMode="decimal" autoComplete="off" {...control} />}
          </FormField>
          <FormField form={form} name="currency" id="payment-currency" label="Currency">
            {(control) => (
              <Select {...control}>
                <Options values={PAYMENT_CURRENCIES} />
              </Select>
            )}
          </FormField>
        </div>
        <FormField form={form} name="method" id="payment-method" label="How you paid">
          {(control) => (
            <Select {...control}>
              <Options values={PAYMENT_METHODS} label={(method) => PAYMENT_METHOD_LABELS[method]} />
            </Select>
          )}
        </FormField>
        <PaidFromAndTo form={form} crypto={crypto} />
      </div>
      <FormField form={form} name="note" id="payment-note" label="Anything else we should know about this payment (optional)">
        {(control) => <Textarea rows={3} maxLength={2000} {...control} />}
      </FormField>
      <SubmitOrCancel pending={report.isPending} label="Add payment" pendingLabel="Adding..." onCancel={onDone} />
    </form>
  );
}
