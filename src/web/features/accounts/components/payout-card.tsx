import { useId } from 'react';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { BANK_PAYOUT_NOTE, type Payout } from '../../../../contract/accounts/payouts';
import { formatMoney } from '../../../../contract/shared/money';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { BankAccountFields } from './bank-account-fields';
import { CryptoWalletFields, PayoutMethodChoice } from './payout-method-fields';
import { usePayoutRequest } from './use-payout-request';

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
  const { form, submit, isPending, needsWallet, canSubmit, formMessage, clearMessage, messageRef, submitRef } = usePayoutRequest(
    account,
    onRequested,
  );
  const hintId = `${ids}-wallet-hint`;

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

        <PayoutMethodChoice form={form} onChange={clearMessage} />

        {form.watch('withdrawalMethod') === 'cryptocurrency' ? (
          <CryptoWalletFields form={form} ids={ids} />
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
          {isPending ? 'Submitting...' : 'Request a payout'}
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
