import { useAccountClaims } from '../api/get-account-claims';
import { useAccountPayments } from '../api/get-account-payments';
import { ClaimsSection } from './claims-section';
import { PaymentsSection } from './payments-section';

/** An account's recovery work: what the client paid to the scam, and the claims made to get it back. */
export function AccountRecoveryWork({ accountId, currency }: { accountId: number; currency: string }) {
  const claims = useAccountClaims(accountId);
  const payments = useAccountPayments(accountId);
  // A payment a claim covers cannot be deleted (the server refuses it too).
  const covered = new Set(claims.data?.flatMap((claim) => claim.paymentIds) ?? []);
  return (
    <section aria-labelledby={`recovery-work-${accountId}-heading`} className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50/50 p-4">
      <h2 id={`recovery-work-${accountId}-heading`} className="text-lg font-semibold text-navy-900">
        Recovery work
      </h2>
      <PaymentsSection accountId={accountId} currency={currency} covered={covered} />
      <ClaimsSection accountId={accountId} claims={claims} payments={payments.data?.items ?? []} />
    </section>
  );
}
