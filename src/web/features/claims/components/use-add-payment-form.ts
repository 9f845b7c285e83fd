import { createPaymentSchema, PAYMENT_CURRENCIES } from '../../../../contract/claims/payments';
import { todayIso } from '../../../components/ui/status-pill';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { useRecordPayment } from '../api/record-payment';
import { refusedField } from '../lib/payment-refusal';

type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
const isPaymentCurrency = (currency: string): currency is PaymentCurrency => (PAYMENT_CURRENCIES as readonly string[]).includes(currency);

/** The "Add a payment" form: today's date and the account's currency to start, a refused field marked on it. */
export function useAddPaymentForm(accountId: number, currency: string, onDone: () => void) {
  const record = useRecordPayment(accountId);
  const form = useZodForm(createPaymentSchema, {
    defaultValues: {
      paidAt: todayIso(),
      amount: '',
      currency: isPaymentCurrency(currency) ? currency : 'GBP',
      method: 'faster_payment',
      payerInstitution: '',
      payee: '',
      walletAddress: '',
      reference: '',
      note: '',
      documentIds: [],
    },
  });
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
  return { form, submit, pending: record.isPending };
}

export type AddPaymentForm = ReturnType<typeof useAddPaymentForm>['form'];
