import { Bitcoin, Landmark } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { formatMoney } from '../../../../contract/shared/money';
import { BANK_PAYOUT_NOTE, CRYPTO_TYPES, type Payout, payoutToasts } from '../../../../contract/accounts/payouts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/ui/form-field';
import { Options, Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { cn } from '../../../lib/cn';
import { useRequestPayout, type PayoutRequestInput } from '../api/request-payout';
import { SectionCard } from '../../../components/ui/section-card';
import { BankAccountFields } from './bank-account-fields';
import { bankAccountOf, formFieldOf, payoutFormSchema } from './payout-form';

type Method = PayoutRequestInput['withdrawalMethod'];

const METHODS: Array<{ value: Method; label: string; icon: typeof Landmark }> = [
  { value: 'bank', label: 'Bank transfer', icon: Landmark },
  { value: 'cryptocurrency', label: 'Cryptocurrency', icon: Bitcoin },
];

/** A payout request for the full available balance, one open at a time; shown only while that is above 0. */
/** `onRequested`: the card is gone once the balance is in the request, so the page takes the focus to the new request. */
export function PayoutCard({
  account,
  className,
  onRequested,
}: {
  account: ClientAccount;
  className?: string;
  onRequested?: (payout: Payout) => void;
}) {
  const ids = useId();
  const form = useZodForm(payoutFormSchema, {
    defaultValues: {
      withdrawalMethod: 'bank',
      cryptoType: 'BTC',
      walletAddress: '',
      // The account must be in the client's own name: their name is the start.
      accountHolder: [account.firstName, account.lastName].filter(Boolean).join(' '),
      accountKind: 'account',
      sortCode: '',
      accountNumber: '',
      iban: '',
    },
  });
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // Where focus goes once the button is enabled again, so it never falls to the page body.
  const [focusAfter, setFocusAfter] = useState<'message' | 'submit' | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const request = useRequestPayout();

  const method = form.watch('withdrawalMethod');
  const cryptoType = form.watch('cryptoType');
  // The wallet's format is the server's to check: its refusal is shown at the field.
  const needsWallet = method === 'cryptocurrency' && form.watch('walletAddress').trim().length === 0;
  const canSubmit = !request.isPending && !needsWallet;
  const hintId = `${ids}-wallet-hint`;

  useEffect(() => {
    if (request.isPending || focusAfter === null) return;
    (focusAfter === 'message' ? messageRef : submitRef).current?.focus();
    setFocusAfter(null);
  }, [focusAfter, request.isPending]);

  const submit = form.handleSubmit((values) => {
    const { withdrawalMethod, walletAddress: wallet } = values;
    if (!canSubmit) return;
    setFormMessage(null);
    const input: PayoutRequestInput = {
      clientAccountId: account.id,
      amount: account.availableAmount,
      currency: account.currency,
      withdrawalMethod,
      ...(withdrawalMethod === 'cryptocurrency' ? { cryptoType, walletAddress: wallet } : { bankDetails: bankAccountOf(values) }),
    };
    // mutateAsync: the card unmounts once nothing is left to pay out, and the toast must still show.
    request.mutateAsync(input).then(
      (payout) => {
        toast(payoutToasts.submitted);
        onRequested?.(payout);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          toast({ ...payoutToasts.signedOut, variant: 'destructive' });
          return;
        }
        // A refusal the client can act on is said once: at its field, or above the button (a request already open).
        const refusal = isApiError(error) && error.status < 500;
        const message = refusal ? serverMessage(error) : undefined;
        const field = refusal ? formFieldOf(error.body.field) : null;
        if (message && field) {
          form.setError(field, { message }, { shouldFocus: true });
        } else if (message) {
          setFormMessage(message);
          setFocusAfter('message');
        } else {
          toast({ ...payoutToasts.failed, variant: 'destructive' });
          setFocusAfter('submit');
        }
      },
    );
  });

  const walletId = `${ids}-wallet`;

  return (
    <SectionCard
      id="withdraw"
      title="Request a payout"
      description="Payouts are free: there is no fee, tax or deposit to pay."
      className={className}
    >
      <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
        <div className="rounded-lg bg-navy-50 px-4 py-3">
          <p className="text-sm text-slate-700">Amount</p>
          <p className="text-2xl font-bold text-navy-900" data-testid="withdraw-amount">
            {formatMoney(account.availableAmount, account.currency)}
          </p>
          <p className="text-xs text-slate-600">A payout is always for your full available balance.</p>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-navy-900">How you would like to be paid</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {METHODS.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600',
                  method === value ? 'border-teal-700 bg-teal-50 text-navy-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register('withdrawalMethod', { onChange: () => setFormMessage(null) })}
                  className="h-4 w-4 accent-teal-700"
                />
                <Icon aria-hidden="true" className="h-5 w-5 text-teal-700" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {method === 'cryptocurrency' ? (
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField form={form} name="cryptoType" id={`${ids}-crypto`} label="Cryptocurrency type">
              {(control) => (
                <Select {...control}>
                  <Options values={CRYPTO_TYPES} />
                </Select>
              )}
            </FormField>
            <FormField form={form} name="walletAddress" id={walletId} label="Wallet address" className="min-w-0">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder={`Your ${cryptoType} wallet address`}
                  className="font-mono text-sm"
                />
              )}
            </FormField>
          </div>
        ) : (
          <>
            <BankAccountFields form={form} ids={ids} />
            <p className="text-sm text-slate-600">{BANK_PAYOUT_NOTE}</p>
          </>
        )}

        {formMessage && (
          <p ref={messageRef} tabIndex={-1} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formMessage}
          </p>
        )}

        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={!canSubmit}
          aria-describedby={needsWallet ? hintId : undefined}
        >
          {request.isPending ? 'Submitting...' : 'Request a payout'}
        </Button>
        {/* Says why the button is not available yet, instead of leaving it greyed without a word. */}
        {needsWallet && (
          <p id={hintId} className="-mt-2 text-sm text-slate-600">
            Enter your wallet address to request the payout.
          </p>
        )}
      </form>
    </SectionCard>
  );
}
