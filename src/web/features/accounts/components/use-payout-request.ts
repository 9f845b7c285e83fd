import { useEffect, useRef, useState } from 'react';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { type Payout, payoutToasts } from '../../../../contract/accounts/payouts';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { type PayoutRequestInput, useRequestPayout } from '../api/request-payout';
import { bankAccountOf, formFieldOf, type PayoutFormValues, payoutFormSchema } from './payout-form';

export type PayoutRequestForm = ReturnType<typeof useZodForm<typeof payoutFormSchema>>;

/** The request the form's values make: the full available balance, to a wallet or to the account given. */
function requestOf(account: ClientAccount, values: PayoutFormValues): PayoutRequestInput {
  const { withdrawalMethod, cryptoType, walletAddress } = values;
  return {
    clientAccountId: account.id,
    amount: account.availableAmount,
    currency: account.currency,
    withdrawalMethod,
    ...(withdrawalMethod === 'cryptocurrency' ? { cryptoType, walletAddress } : { bankDetails: bankAccountOf(values) }),
  };
}

/**
 * The payout card's form and its request: `submit` sends it; a refusal the client can act on is said
 * once, at its field or in `formMessage` above the button, anything else in a toast. Focus goes to the
 * message or back to the button (`messageRef`, `submitRef`) once the button is enabled again.
 */
export function usePayoutRequest(account: ClientAccount, onRequested?: (payout: Payout) => void) {
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
  // The wallet's format is the server's to check: its refusal is shown at the field.
  const needsWallet = form.watch('withdrawalMethod') === 'cryptocurrency' && form.watch('walletAddress').trim().length === 0;
  const canSubmit = !request.isPending && !needsWallet;

  useEffect(() => {
    if (request.isPending || focusAfter === null) return;
    (focusAfter === 'message' ? messageRef : submitRef).current?.focus();
    setFocusAfter(null);
  }, [focusAfter, request.isPending]);

  const refused = (error: unknown) => {
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
  };

  const submit = form.handleSubmit((values) => {
    if (!canSubmit) return;
    setFormMessage(null);
    // mutateAsync: the card unmounts once nothing is left to pay out, and the toast must still show.
    request.mutateAsync(requestOf(account, values)).then((payout) => {
      toast(payoutToasts.submitted);
      onRequested?.(payout);
    }, refused);
  });

  return {
    form,
    submit,
    isPending: request.isPending,
    needsWallet,
    canSubmit,
    formMessage,
    clearMessage: () => setFormMessage(null),
    messageRef,
    submitRef,
  };
}
