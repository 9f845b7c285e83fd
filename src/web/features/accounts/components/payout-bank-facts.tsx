import { useState } from 'react';
import type { Payout } from '../../../../contract/accounts/payouts';
import { Button } from '../../../components/ui/button';
import { useIsAdmin } from '../../../lib/current-member';
import { serverMessage } from '../../../lib/server-message';
import { usePayoutBankDetails } from '../api/get-payout-bank-details';

export const NO_BANK_ACCOUNT_WARNING =
  'No bank account was given in the portal for this payout. Do not pay it to details given by phone, email or chat: ask the client to request it again in their portal.';
export const HOLDER_MISMATCH_WARNING = "The name on the account is not the client's own name: check it with the client before paying.";

/**
 * What staff are told about a bank payout's destination: a warning when no account was given in the
 * portal or its name is not the client's, and, for an admin, the whole account on request (audited).
 */
export function PayoutBankFacts({ request }: { request: Payout }) {
  const isAdmin = useIsAdmin();
  const [asked, setAsked] = useState(false);
  const details = usePayoutBankDetails(request.id, asked);
  if (request.withdrawalMethod !== 'bank') return null;
  if (!request.bankAccountGiven) {
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="no-bank-account">
        {NO_BANK_ACCOUNT_WARNING}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      {request.holderMatchesClient === false && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="holder-mismatch">
          {HOLDER_MISMATCH_WARNING}
        </p>
      )}
      {isAdmin && !asked && (
        <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => setAsked(true)}>
          Show full bank details
        </Button>
      )}
      {asked && details.isPending && <p className="text-sm text-slate-700">Loading the bank details...</p>}
      {details.isError && <p className="text-sm text-red-800">{serverMessage(details.error) ?? 'The bank details could not be loaded.'}</p>}
      {details.data && (
        <fieldset>
          <legend className="sr-only">Full bank details</legend>
          <dl className="grid gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">Name on the account</dt>
            <dd>{details.data.accountHolder}</dd>
            {details.data.iban ? (
              <>
                <dt className="text-slate-600">IBAN</dt>
                <dd className="font-mono">{details.data.iban}</dd>
              </>
            ) : (
              <>
                <dt className="text-slate-600">Sort code</dt>
                <dd className="font-mono">{details.data.sortCode}</dd>
                <dt className="text-slate-600">Account number</dt>
                <dd className="font-mono">{details.data.accountNumber}</dd>
              </>
            )}
          </dl>
        </fieldset>
      )}
    </div>
  );
}
